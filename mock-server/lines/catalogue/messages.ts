// The product catalogue's server messages (spec 01 §7.4), spread into mock-server/messages.ts.
import { defineServerMessages } from '../../core/serverMessages';

export const CATALOGUE_MESSAGES = defineServerMessages({
  'catalogue.productNotFound': { en: 'The product {id} does not exist.', es: 'El producto {id} no existe.' },
  'catalogue.ownRoleOnly': { en: 'You can only read your own role value.', es: 'Solo puede consultar su propio valor de rol.' },
  'catalogue.readOnlyRole': { en: 'Your role (value 2) cannot edit products.', es: 'Su rol (valor 2) no puede editar productos.' },
  'catalogue.imageFormat': {
    en: 'The field {field} is not valid: it must be a PNG, JPEG, WebP or GIF image (a data: URL).',
    es: 'El campo {field} no es válido: debe ser una imagen PNG, JPEG, WebP o GIF (una URL data:).',
  },
  'catalogue.imageTooLarge': { en: 'The field {field} is not valid: the image must be at most 1 MB.', es: 'El campo {field} no es válido: la imagen debe pesar como máximo 1 MB.' },
  'catalogue.noUpload': { en: 'The product has no uploaded image.', es: 'El producto no tiene imagen cargada.' },
  'catalogue.pictureRange': { en: 'The product has pictures 1 to {count}.', es: 'El producto tiene las imágenes 1 a {count}.' },
});
