// The product catalogue's server messages (spec 01 §7.4), spread into mock-server/messages.ts.
import { defineServerMessages } from '../../core/serverMessages';

export const CATALOGUE_MESSAGES = defineServerMessages({
  'catalogue.productNotFound': { en: 'The product {id} does not exist.', es: 'El producto {id} no existe.' },
  'catalogue.ownRoleOnly': { en: 'You can only read your own role value.', es: 'Solo puede consultar su propio valor de rol.' },
  'catalogue.readOnlyRole': { en: 'Your role (value 2) cannot edit products.', es: 'Su rol (valor 2) no puede editar productos.' },
  'catalogue.noUpload': { en: 'The product has no uploaded image.', es: 'El producto no tiene imagen cargada.' },
  'catalogue.pictureRange': { en: 'The product has pictures 1 to {count}.', es: 'El producto tiene las imágenes 1 a {count}.' },
});
