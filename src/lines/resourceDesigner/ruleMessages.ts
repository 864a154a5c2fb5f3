import { defineMessages } from '../../shell/i18n/defineMessages';

/** The texts of a design's rules across two fields (issue 35 item 4): the designer's Rules section and the bundle review. */
export const ruleMessages = defineMessages({
  en: {
    app: {
      designer: {
        fields: { rules: 'rules' },
        rules: {
          title: 'Rules',
          help: 'Rules across two fields: a record that breaks one is refused, with its message under the first field.',
          empty: 'No rules.',
          needFields: 'Add two fields first.',
          add: 'Add rule',
          remove: 'Remove rule %{number}',
          rule: 'Rule %{number}',
          field: 'Field',
          kind: 'Condition',
          other: 'Compared with',
          messageEs: 'Message (Spanish)',
          messageEn: 'Message (English)',
          kinds: { differs: 'must differ from', notAfter: 'on or before', notBefore: 'on or after' },
        },
        bundle: {
          rules: 'Rules',
          rule: 'Rule',
          change: 'Change',
          ruleMarks: { added: 'added', removed: 'removed', changed: 'message changed' },
        },
      },
    },
  },
  es: {
    app: {
      designer: {
        fields: { rules: 'reglas' },
        rules: {
          title: 'Reglas',
          help: 'Reglas entre dos campos: un registro que incumple una se rechaza, con su mensaje bajo el primer campo.',
          empty: 'Sin reglas.',
          needFields: 'Agregue primero dos campos.',
          add: 'Agregar regla',
          remove: 'Quitar la regla %{number}',
          rule: 'Regla %{number}',
          field: 'Campo',
          kind: 'Condición',
          other: 'Comparado con',
          messageEs: 'Mensaje (español)',
          messageEn: 'Mensaje (inglés)',
          kinds: { differs: 'debe ser distinto de', notAfter: 'igual o anterior a', notBefore: 'igual o posterior a' },
        },
        bundle: {
          rules: 'Reglas',
          rule: 'Regla',
          change: 'Cambio',
          ruleMarks: { added: 'agregada', removed: 'quitada', changed: 'mensaje cambiado' },
        },
      },
    },
  },
});
