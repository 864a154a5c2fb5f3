import type { SameKeys } from '../../../shell/i18n/defineMessages';
import type { en } from './en';

/** The repair back office's Spanish texts; the spec's quoted texts are exact (spec 04 §5, §8, §9). */
export const es: SameKeys<typeof en> = {
  app: {
    backOffice: {
      common: {
        save: 'Guardar', cancel: 'Cancelar', create: 'Crear', edit: 'Editar', delete: 'Eliminar', search: 'Buscar', clear: 'Limpiar',
        reload: 'Recargar', actions: 'Acciones', loading: 'Cargando…', empty: 'Sin registros', pageOf: '%{from}–%{to} de %{count}',
        yes: 'Sí', no: 'No', required: 'Obligatorio', confirmTitle: 'Confirmar',
        error: 'Error', errorOperation: 'Error en la operación', imeiHelp: '15 dígitos',
        pages: { first: 'Primera página', last: 'Última página', next: 'Página siguiente', previous: 'Página anterior' },
      },
      users: {
        title: 'Gestión de usuarios', new: 'Nuevo usuario', editTitle: 'Editar usuario %{name}',
        filter: {
          type: 'Filtrar por', value: 'Valor', from: 'Desde', to: 'Hasta', state: 'Estado', anyState: 'Todos',
          types: { all: 'Todos', document: 'Documento', name: 'Nombre', email: 'Correo', role: 'Rol', store: 'Tienda', creationDate: 'Fecha de creación', updateDate: 'Fecha de actualización' },
        },
        fields: {
          name: 'Nombre', role: 'Rol', email: 'Correo', document: 'Documento', state: 'Estado', store: 'Tienda', login: 'Usuario',
          password: 'Contraseña', confirm: 'Confirmar contraseña', created: 'Creado', updated: 'Actualizado',
        },
        states: { active: 'Activo', inactive: 'Inactivo' },
        loginHelp: 'Copiado del correo',
        passwordKeep: 'Déjela vacía para conservar la contraseña actual',
        policy: 'La contraseña debe cumplir con todos los requisitos.',
        mismatch: 'Las contraseñas no coinciden',
        incomplete: 'Por favor, complete todos los campos correctamente',
        emailInvalid: 'Un correo electrónico válido',
        confirmDelete: '¿Está seguro de eliminar este usuario?',
        confirmDisable: '¿Deshabilitar al usuario %{name}? Ya no podrá iniciar sesión.',
        disable: 'Deshabilitar',
        created: 'Usuario creado correctamente', updated: 'Usuario actualizado correctamente', deleted: 'Usuario eliminado correctamente',
        disabled: 'Usuario deshabilitado correctamente',
        errorCreate: 'Error creando el usuario', errorUpdate: 'Error actualizando el usuario', errorDisable: 'Error deshabilitando el usuario',
        errorStores: 'Error al cargar tiendas', errorRoles: 'Error al cargar roles',
        notFoundTitle: 'Búsqueda', notFound: 'No se encontró ningún usuario',
      },
      logs: {
        title: 'Registro de eventos', start: 'Desde', end: 'Hasta',
        fields: { date: 'Date', message: 'Message', statusCode: 'StatusCode', stack: 'Stack', isSuccess: 'IsSuccess' },
        showStack: 'Ver la traza', hideStack: 'Ocultar la traza',
      },
      consult: {
        title: 'Consulta de órdenes', searchBy: 'Buscar por', value: 'Valor',
        types: { fr_NroOrden: 'Número de orden', fr_Imei: 'IMEI', fr_DocCliente: 'Documento del cliente' },
        noResult: 'No se encontro resultado',
        fields: {
          id: 'Orden', clientName: 'Cliente', deviceImei: 'IMEI', state: 'Estado', deviceDoa: 'DOA', observation: 'Observación',
          diagnosticComments: 'Diagnóstico', previousState: 'Estado anterior',
        },
        editTitle: 'Editar orden %{id}', invalid: 'Datos invalidos', saved: 'Orden %{id} actualizada',
        cancelOrder: 'Cancelar orden', returnState: 'Regresar a %{state}',
        confirmCancel: '¿Cancelar la orden %{id}? No se podrá reabrir.',
        confirmReturn: '¿Regresar la orden %{id} de "%{from}" a su estado anterior "%{to}"?',
        states: { '1': 'Pendiente por recoger en punto', '2': 'En taller', '3': 'Pendiente de pago', '4': 'Control de calidad', '5': 'Pendiente por reclamar', '6': 'Equipo Recibido en tienda', '7': 'Recogido por transportadora', '8': 'Guía de recolección generada', '9': 'Guía de devolución generada', '10': 'En reparación', '11': 'Entregado a transportadora', '12': 'Finalizada', '13': 'Cancelada', '15': 'Orden de salida entregada', '16': 'Abandonado' },
        cancelled: 'Orden %{id} cancelada', returned: 'Orden %{id} regresada a "%{state}"',
      },
      abandoned: {
        title: 'Equipos abandonados', pending: 'Equipos pendientes', abandoned: 'Equipos abandonados',
        fields: { idOrder: 'Orden', name: 'Cliente', days: 'Días', imei: 'IMEI', workshop: 'Tienda' },
        threshold: 'Un equipo que lleva %{days} días o más en tienda desde que quedó listo está pendiente.',
        mark: 'Marcar abandonado', confirmMark: '¿Marcar como abandonado el equipo de la orden %{id} (IMEI %{imei})?',
        marked: 'Orden %{id} marcada como abandonada',
      },
      salesChannel: {
        title: 'Canal de venta', notice: 'Este formulario es informativo: no guarda ni carga nada.',
        tabs: { customer: 'Cliente', delivery: 'Entrega', traceability: 'Trazabilidad' },
        fields: {
          sellerCode: 'Código del vendedor', salesChannel: 'Canal de venta', consecutive: 'Consecutivo', customerName: 'Nombre del cliente',
          document: 'Documento', phone: 'Teléfono', address: 'Dirección de entrega', schedule: 'Jornada de entrega', deliveryType: 'Tipo de entrega',
          deliveryDate: 'Fecha de entrega', deliveryStatus: 'Estado de la entrega', guide: 'Número de guía', observations: 'Observaciones',
        },
        channels: { callCenter: 'Call center', distributor: 'Distribuidor', virtualStore: 'Tienda virtual', retail: 'Retail', cav: 'CAV' },
        schedules: { am: 'AM', pm: 'PM' },
        deliveryTypes: { scheduled: 'Programada', express: 'Express' },
        statuses: { transit: 'Transito', delivery: 'Reparto', delivered: 'Entregado', returned: 'Devolucion', issue: 'Novedad' },
        nothingSaved: 'No se guardó nada: este formulario no hace llamadas.',
        check: 'Revisar',
      },
    },
  },
  resources: {
    stores: {
      name: 'Tienda |||| Tiendas',
      titles: { list: 'Gestión de talleres' },
      fields: { name: 'Nombre', address: 'Dirección', department: 'Departamento', city: 'Ciudad', state: 'Estado' },
      states: { open: 'Abierto', closed: 'Cerrado' },
      actions: { create: 'Nueva tienda', close: 'Inactivar', reopen: 'Activar' },
      confirm: { close: '¿Inactivar la tienda "%{name}"? Quedará Cerrado.', reopen: '¿Activar la tienda "%{name}"? Quedará Abierto.' },
      notices: {
        created: 'Tienda creada correctamente.', updated: 'Tienda Actualizada correctamente.',
        activated: 'Tienda Activada correctamente.', inactivated: 'Tienda Inactivada correctamente.',
      },
    },
    loanPhones: {
      name: 'Equipo en préstamo |||| Equipos en préstamo',
      titles: { list: 'Equipos en préstamo' },
      fields: {
        brandId: 'Marca', brand: 'Marca', idBrand: 'Modelo', model: 'Modelo', description: 'Descripción', imei: 'IMEI',
        available: 'Disponible', idWorkShop: 'Tienda', store: 'Tienda', name: 'Tienda', lentTo: 'Prestado a',
      },
      actions: { create: 'Nuevo equipo' },
      availableYes: 'Disponible', availableNo: 'No disponible', lentTo: 'Orden %{id}', notLent: '—',
      invalid: 'Datos incorretos', imeiHelp: '15 dígitos',
      lentNoDelete: 'Prestado a la orden abierta %{lentTo}: no se puede eliminar',
      notices: { created: 'Equipo creada correctamente.', updated: 'Equipo Actualizada correctamente.', deleted: 'Equipo Eliminado correctamente.' },
    },
    phoneBrands: { name: 'Marca |||| Marcas', fields: { name: 'Marca' } },
    phoneModels: { name: 'Modelo |||| Modelos', fields: { name: 'Modelo' } },
    departments: { name: 'Departamento |||| Departamentos', fields: { name: 'Departamento' } },
    cities: { name: 'Ciudad |||| Ciudades', fields: { name: 'Ciudad' } },
  },
};
