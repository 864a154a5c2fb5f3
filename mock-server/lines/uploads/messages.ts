// The uploads line's server messages (spec 01 §2.2, §5, §7.5; issue 13), spread into mock-server/messages.ts.
import { defineServerMessages } from '../../core/serverMessages';

export const UPLOADS_MESSAGES = defineServerMessages({
  // upload types
  'uploads.typeNotFound': { en: 'The upload type {id} does not exist.', es: 'El tipo de cargue {id} no existe.' },
  'uploads.unknownProcedure': { en: 'The procedure {procedure} does not exist. Known: {known}.', es: 'El procedimiento {procedure} no existe. Conocidos: {known}.' },
  'uploads.unknownDatabase': { en: 'The database {id} does not exist.', es: 'La base de datos {id} no existe.' },
  'uploads.codeTaken': { en: 'Another upload type already has the code {code}.', es: 'Otro tipo de cargue ya tiene el código {code}.' },
  'uploads.mayNotList': { en: 'You do not have the permission L (list) on {path}.', es: 'No tiene el permiso L (listar) sobre {path}.' },
  'uploads.ownTypesOnly': { en: 'You can only list your own upload types.', es: 'Solo puede consultar sus propios tipos de cargue.' },
  // uploading and importing
  'uploads.asYourself': { en: 'You can only upload as yourself (IdUser).', es: 'Solo puede cargar a su propio nombre (IdUser).' },
  'uploads.typeNotAssigned': { en: 'The upload type {type} does not exist or is not assigned to you.', es: 'El tipo de cargue {type} no existe o no le está asignado.' },
  'uploads.procedureNotRun': {
    en: 'The upload type {alias} names the procedure {procedure}, which this server does not run.',
    es: 'El tipo de cargue {alias} indica el procedimiento {procedure}, que este servidor no ejecuta.',
  },
  'uploads.notFound': { en: 'The upload {id} does not exist.', es: 'El cargue {id} no existe.' },
  'uploads.alreadyImported': { en: 'The upload {id} was already imported ({written} rows).', es: 'El cargue {id} ya fue importado ({written} filas).' },
  'uploads.rowsWithErrors': {
    en: '{invalid} of {total} rows have errors: nothing was written.',
    es: '{invalid} de {total} filas tienen errores: no se escribió nada.',
  },
  // background (blob) uploads
  'uploads.notYourFile': { en: 'The file {url} is not one of your uploads.', es: 'El archivo {url} no es uno de sus cargues.' },
  'uploads.blobTypeNotAssigned': { en: 'The upload type {id} is not assigned to you.', es: 'El tipo de cargue {id} no le está asignado.' },
  'uploads.otherProcedure': {
    en: 'The upload type {alias} runs {procedure}, not {sent}.',
    es: 'El tipo de cargue {alias} ejecuta {procedure}, no {sent}.',
  },
  'uploads.unexpected': { en: 'Unexpected error while processing.', es: 'Error inesperado al procesar.' },
  // receiving the file
  'uploads.notMultipart': { en: 'Send the spreadsheet as multipart/form-data (field file_0).', es: 'Envíe la hoja de cálculo como multipart/form-data (campo file_0).' },
  'uploads.fileTooLarge': {
    en: 'The file {name} is larger than {limit} MB; nothing was read or written.',
    es: 'El archivo {name} supera los {limit} MB; no se leyó ni escribió nada.',
  },
  'uploads.oneAtATime': { en: 'Upload one spreadsheet at a time.', es: 'Cargue una hoja de cálculo a la vez.' },
  'uploads.malformed': { en: 'The multipart body is malformed.', es: 'El cuerpo multipart está mal formado.' },
  'uploads.noFile': { en: 'Choose a spreadsheet (.xls or .xlsx) to upload.', es: 'Elija una hoja de cálculo (.xls o .xlsx) para cargar.' },
  // reading the workbook
  'uploads.notSpreadsheet': {
    en: 'The file {name} is not a spreadsheet (.xls or .xlsx): its content is {what}.',
    es: 'El archivo {name} no es una hoja de cálculo (.xls o .xlsx): su contenido es {what}.',
  },
  'uploads.onlySpreadsheets': { en: 'Only .xls and .xlsx files are accepted ({name}).', es: 'Solo se aceptan archivos .xls y .xlsx ({name}).' },
  'uploads.inflatedTooLarge': {
    en: 'The file {name} declares {size} once uncompressed; at most {limit} MB are accepted. Nothing was read.',
    es: 'El archivo {name} declara {size} descomprimido; se aceptan como máximo {limit} MB. No se leyó nada.',
  },
  'uploads.unreadable': {
    en: 'The file {name} is not a spreadsheet that can be read (.xls or .xlsx), or it is damaged.',
    es: 'El archivo {name} no es una hoja de cálculo legible (.xls o .xlsx), o está dañado.',
  },
  'uploads.reservedKey': {
    en: 'The file {name} was refused: {where} holds the reserved key "{key}".',
    es: 'El archivo {name} fue rechazado: {where} contiene la clave reservada "{key}".',
  },
  'uploads.where.sheetName': { en: 'a sheet name', es: 'un nombre de hoja' },
  'uploads.where.columnName': { en: 'a column name', es: 'un nombre de columna' },
  'uploads.where.cell': { en: 'a cell', es: 'una celda' },
  'uploads.badCell': {
    en: 'The file {name} was refused: the cell {cell}{column} contains {what}.',
    es: 'El archivo {name} fue rechazado: la celda {cell}{column} contiene {what}.',
  },
  'uploads.badCell.column': { en: ' (column {column})', es: ' (columna {column})' },
  'uploads.badCell.nul': { en: 'a NUL character (\\u0000), which text cannot hold', es: 'un carácter NUL (\\u0000), que un texto no puede contener' },
  'uploads.badCell.surrogate': {
    en: 'an incomplete character (an unpaired UTF-16 surrogate, {code})',
    es: 'un carácter incompleto (un sustituto UTF-16 sin pareja, {code})',
  },
  'uploads.damaged': { en: 'The file {name} could not be read as a spreadsheet (damaged?).', es: 'El archivo {name} no se pudo leer como hoja de cálculo (¿dañado?).' },
  'uploads.noSheet': { en: 'The file {name} has no sheet.', es: 'El archivo {name} no tiene hojas.' },
  'uploads.tooManyRows': {
    en: 'The file {name} has {rows} rows; at most {maxEn} are accepted.',
    es: 'El archivo {name} tiene {rows} filas; se aceptan como máximo {maxEs}.',
  },
  'uploads.noHeader': { en: 'The file {name} has no header row.', es: 'El archivo {name} no tiene fila de encabezados.' },
});
