import type { AppMessages } from './en';

/** Spanish texts of the console. Same keys as en.ts (the type and a unit test hold them together). */
export const es: AppMessages = {
  app: {
    title: 'Consola de administración',
    widget: {
      collapse: 'Contraer %{title}',
      expand: 'Expandir %{title}',
      fullscreen: 'Ver %{title} en pantalla completa',
      exit_fullscreen: 'Salir de pantalla completa',
    },
    errors: {
      network: 'No se puede contactar al servidor. Revise su conexión e intente de nuevo.',
      unknown: 'Error inesperado',
      bad_answer: 'El servidor envió una respuesta que no se pudo leer',
      missing_module_url: 'Esta página necesita el parámetro url de su servicio',
      line_load: 'Esta parte de la consola no se pudo cargar. Revise su conexión e intente de nuevo.',
    },
    attachments: {
      drop_file: 'Arrastre un archivo aquí o',
      drop_files: 'Arrastre archivos aquí o',
      choose_file: 'Elegir un archivo',
      choose_files: 'Elegir archivos',
      hint: 'Permitidos: %{allowed}. Hasta %{limit} cada uno.',
      pending_title: '%{smart_count} archivo listo para cargar |||| %{smart_count} archivos listos para cargar',
      remove_pending: 'Quitar %{name} de la lista',
      upload: 'Cargar',
      uploading: 'Cargando… %{percent}%',
      cancel_upload: 'Cancelar',
      stored_title: 'Archivos guardados',
      open: 'Descargar %{name}',
      remove: 'Eliminar %{name}',
      confirm_remove_title: 'Eliminar archivo',
      confirm_remove_content: '¿Eliminar %{name}? No se puede deshacer.',
      confirm_remove: 'Eliminar',
      uploaded: 'Archivo cargado con éxito.',
      removed: 'Archivo eliminado con éxito.',
      cancelled: 'Carga cancelada; no se guardó nada.',
      errors: {
        type: '%{name}: este tipo de archivo no se acepta (permitidos: %{allowed})',
        size: '%{name} pesa %{size}; el límite es %{limit}',
        empty: '%{name} está vacío',
        stored: '%{name} ya está guardado aquí: quítelo primero o cambie el nombre del archivo',
        duplicate: '%{name} ya está en la lista',
        too_many: 'Aquí cabe como máximo %{smart_count} archivo; %{name} quedó por fuera |||| Se pueden enviar como máximo %{smart_count} archivos a la vez; %{name} quedó por fuera',
      },
      database: {
        icon: 'Ícono',
        icon_empty: 'Aún no hay ícono',
        files: 'Archivos',
        files_empty: 'Aún no hay archivos',
      },
    },
  },
};
