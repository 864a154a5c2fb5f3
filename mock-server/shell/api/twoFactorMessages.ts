// The texts of the second factor (api/twoFactor.ts, api/auth.ts, auth.ts's enrolment check), in English and
// Spanish; listed in messages.ts.
import { defineServerMessages } from '../../core/serverMessages';

export const TWO_FACTOR_MESSAGES = defineServerMessages({
  'twoFactor.badCode': {
    en: 'The code is not valid. Type the 6 digits your authenticator app shows now, or an unused recovery code.',
    es: 'El código no es válido. Escriba los 6 dígitos que muestra ahora su aplicación de autenticación, o un código de recuperación sin usar.',
  },
  'twoFactor.badEnrolCode': {
    en: 'The code is not valid. Type the 6 digits your authenticator app shows now for this account.',
    es: 'El código no es válido. Escriba los 6 dígitos que muestra ahora su aplicación de autenticación para esta cuenta.',
  },
  'twoFactor.challengeExpired': {
    en: 'The sign-in step has expired or was already used. Sign in again with your password.',
    es: 'El paso de inicio de sesión venció o ya se usó. Inicie sesión de nuevo con su contraseña.',
  },
  'twoFactor.enrolRequired': {
    en: 'Your role requires a second factor: set it up (authenticator app) before doing anything else.',
    es: 'Su rol exige un segundo factor: configúrelo (aplicación de autenticación) antes de hacer cualquier otra cosa.',
  },
  'twoFactor.alreadyEnabled': {
    en: 'The second factor is already on. Reset it first to enrol another device.',
    es: 'El segundo factor ya está activo. Restablézcalo primero para registrar otro dispositivo.',
  },
  'twoFactor.notStarted': {
    en: 'Start the setup first: no secret is waiting for confirmation.',
    es: 'Inicie primero la configuración: no hay un secreto pendiente de confirmar.',
  },
  'twoFactor.notEnabled': { en: 'The second factor is not on.', es: 'El segundo factor no está activo.' },
  'twoFactor.proofRequired': {
    en: 'Type your password or a code to reset the second factor.',
    es: 'Escriba su contraseña o un código para restablecer el segundo factor.',
  },
  'twoFactor.badPassword': { en: 'The password is not correct.', es: 'La contraseña no es correcta.' },
  'twoFactor.enabled': { en: 'Second factor on.', es: 'Segundo factor activado.' },
  'twoFactor.disabled': {
    en: 'Second factor reset. Your other sessions were closed.',
    es: 'Segundo factor restablecido. Sus otras sesiones se cerraron.',
  },
  'twoFactor.resetUser': {
    en: 'Second factor of {login} reset; their sessions were closed.',
    es: 'Segundo factor de {login} restablecido; sus sesiones se cerraron.',
  },
});
