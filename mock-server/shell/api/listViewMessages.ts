// The refusals of the columns chosen and the saved views (api/listViews.ts), in English and Spanish; listed in
// messages.ts.
import { defineServerMessages } from '../../core/serverMessages';

export const LIST_VIEW_MESSAGES = defineServerMessages({
  'listView.unknownResource': { en: 'There is no list named {resource}.', es: 'No hay ninguna lista llamada {resource}.' },
  'listView.noList': {
    en: 'You do not have permission to see the list {resource} (L).',
    es: 'No tiene permiso para ver la lista {resource} (L).',
  },
  'listView.noShare': {
    en: 'Sharing a view needs permission to edit this list (W). Save it as private, or ask an administrator.',
    es: 'Para compartir una vista necesita permiso de edición sobre esta lista (W). Guárdela como privada o pídalo a un administrador.',
  },
  'listView.unknownRoles': {
    en: 'These roles do not exist or cannot see this list: {names}.',
    es: 'Estos roles no existen o no pueden ver esta lista: {names}.',
  },
  'listView.nameTaken': { en: 'You already have a view named "{name}" on this list.', es: 'Ya tiene una vista llamada «{name}» en esta lista.' },
  'listView.tooMany': {
    en: 'You have {max} views on this list, the most there may be: delete one first.',
    es: 'Tiene {max} vistas en esta lista, el máximo: elimine una primero.',
  },
  'listView.notFound': { en: 'The view {id} does not exist or is not shared with you.', es: 'La vista {id} no existe o no está compartida con usted.' },
  'listView.notOwner': {
    en: 'Only the view’s owner may change or delete it: save a copy of your own instead.',
    es: 'Solo el dueño de la vista puede cambiarla o eliminarla: guarde una copia propia.',
  },
  'listView.otherList': { en: 'This view belongs to another list.', es: 'Esta vista pertenece a otra lista.' },
  'listView.unknownField': {
    en: "The list {resource} has no field {fields}: a view may only name the list's own fields.",
    es: 'La lista {resource} no tiene el campo {fields}: una vista solo puede nombrar los campos de la lista.',
  },
  'listView.unknownFields': {
    en: "The list {resource} has no fields {fields}: a view may only name the list's own fields.",
    es: 'La lista {resource} no tiene los campos {fields}: una vista solo puede nombrar los campos de la lista.',
  },
});
