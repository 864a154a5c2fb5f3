import { defineMessages } from '../../shell/i18n/defineMessages';

/** Texts of inline edit and the tables' keyboard use (issue 34), under app.engine.inline. */
export const inlineMessages = defineMessages({
  en: {
    app: {
      engine: {
        inline: {
          hint: 'Double-click, or press Enter or F2, to edit',
          editing: 'Editing %{field}: Enter saves, Escape cancels',
          saving: 'Saving…',
          reload: 'Reload the row',
          reloaded: 'The row is reloaded. Press Enter to save your value over it, or Escape to keep theirs.',
        },
      },
    },
  },
  es: {
    app: {
      engine: {
        inline: {
          hint: 'Doble clic, o Enter o F2, para editar',
          editing: 'Editando %{field}: Enter guarda, Escape cancela',
          saving: 'Guardando…',
          reload: 'Recargar la fila',
          reloaded: 'La fila se recargó. Pulse Enter para guardar su valor sobre ella, o Escape para conservar el de ellos.',
        },
      },
    },
  },
});
