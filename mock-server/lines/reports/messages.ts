// The reports line's server messages (spec 01 §7.5, spec 04 §5, §7), spread into mock-server/messages.ts.
import { defineServerMessages } from '../../core/serverMessages';

export const REPORTS_MESSAGES = defineServerMessages({
  'reports.notFound': { en: 'The report {id} does not exist.', es: 'El reporte {id} no existe.' },
  'reports.ownOnly': { en: 'You can only list your own reports.', es: 'Solo puede consultar sus propios reportes.' },
  'reports.notAssigned': {
    en: 'You are not assigned to this report; ask an administrator (Permissions screen).',
    es: 'No tiene asignado este reporte; solicítelo a un administrador (pantalla de Permisos).',
  },
  'reports.parameter': { en: 'The parameter {alias} {problem}.', es: 'El parámetro {alias} {problem}.' },
  'reports.parameter.number': { en: 'must be a number', es: 'debe ser un número' },
  'reports.parameter.date': { en: 'must be a date (yyyy-mm-dd)', es: 'debe ser una fecha (aaaa-mm-dd)' },
  'reports.parameter.boolean': { en: 'must be true or false', es: 'debe ser verdadero o falso' },
  // the filter rules: the spec's texts (spec 04 §5) and the server's own two
  'reports.filter.filtersRequired': { en: 'The filters must be entered.', es: 'Es necesario ingresar los filtros.' },
  'reports.filter.allFiltersRequired': { en: 'All the filters must be entered.', es: 'Es necesario ingresar todos los filtros.' },
  'reports.filter.valueRequired': { en: 'A value must be entered.', es: 'Debe ingresar un valor.' },
  'reports.filter.duplicateFilter': { en: 'This filter was already entered.', es: 'Ya se ingresó este filtro.' },
  'reports.filter.unknownColumn': { en: 'The column {detail} is not a filter of this report.', es: 'La columna {detail} no es un filtro de este reporte.' },
  'reports.filter.unknownSign': { en: 'The sign {detail} is not valid: use =, >, <, != or like.', es: 'El signo {detail} no es válido: use =, >, <, != o like.' },
  // the script's run
  'reports.timedOut': {
    en: 'The report took too long and was cut; narrow its parameters and try again.',
    es: 'El reporte tardó demasiado y se cortó; acote sus parámetros e intente de nuevo.',
  },
  'reports.severalStatements': {
    en: 'The script must be one single query: the database engine found more than one statement.',
    es: 'El script debe ser una sola consulta: el motor de base de datos encontró más de una sentencia.',
  },
  'reports.scriptRefused': { en: 'The database engine refused the script: {message}', es: 'El motor de base de datos rechazó el script: {message}' },
  // a text already written in both languages (a mail not sent: its retry time is written in each language's way)
  'reports.both': { en: '{en}', es: '{es}' },
});
