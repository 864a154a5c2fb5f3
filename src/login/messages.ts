import { defineMessages } from '../i18n/defineMessages';

/** Texts of the login area, under app.login. */
export const loginMessages = defineMessages({
  en: {
    app: {
      login: {
        title: 'Sign in',
        subtitle: 'Enter your credentials to continue',
        console: 'Back office console',
        user: 'User or email',
        password: 'Password',
        show_password: 'Show password',
        hide_password: 'Hide password',
        captcha_image: 'CAPTCHA image',
        captcha: 'Characters in the image',
        captcha_hint: 'Not case-sensitive',
        new_captcha: 'Draw a new CAPTCHA',
        submit: 'Sign in',
        signing_in: 'Signing in…',
        captcha_mismatch: 'Incorrect CAPTCHA. Please try again.',
        session_refused: 'Your session has ended or is no longer valid. Please sign in again.',
        required: {
          user: 'Enter your user or email',
          password: 'Enter your password',
          captcha: 'Type the characters shown in the image',
        },
        language: 'Language',
        languages: { en: 'English', es: 'Español' },
        logo: 'Logo of %{name}',
      },
    },
  },
  es: {
    app: {
      login: {
        title: 'Iniciar sesión',
        subtitle: 'Ingrese sus credenciales para continuar',
        console: 'Consola de administración',
        user: 'Usuario o correo electrónico',
        password: 'Contraseña',
        show_password: 'Mostrar contraseña',
        hide_password: 'Ocultar contraseña',
        captcha_image: 'Imagen CAPTCHA',
        captcha: 'Caracteres de la imagen',
        captcha_hint: 'No distingue mayúsculas de minúsculas',
        new_captcha: 'Generar un nuevo CAPTCHA',
        submit: 'Ingresar',
        signing_in: 'Ingresando…',
        captcha_mismatch: 'CAPTCHA incorrecto. Inténtelo de nuevo.',
        session_refused: 'Su sesión terminó o ya no es válida. Inicie sesión de nuevo.',
        required: {
          user: 'Ingrese su usuario o correo electrónico',
          password: 'Ingrese su contraseña',
          captcha: 'Escriba los caracteres que aparecen en la imagen',
        },
        language: 'Idioma',
        languages: { en: 'English', es: 'Español' },
        logo: 'Logotipo de %{name}',
      },
    },
  },
});
