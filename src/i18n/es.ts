import type { AppMessages } from './en';

/** Spanish texts of the console. Same keys as en.ts (the type and a unit test hold them together). */
export const es: AppMessages = {
  app: {
    title: 'Consola de administración',
    validation: {
      url: 'Ingrese una dirección completa que empiece por http:// o https://',
    },
    errors: {
      network: 'No se puede contactar al servidor. Revise su conexión e intente de nuevo.',
      unknown: 'Error inesperado',
      bad_answer: 'El servidor envió una respuesta que no se pudo leer',
      missing_module_url: 'Esta página necesita el parámetro url de su servicio',
    },
  },
  resources: {
    databases: {
      name: 'Base de datos |||| Bases de datos',
      titles: {
        list: 'Microservicios',
        edit: 'Detalle Servicio',
        create: 'Nuevo servicio',
      },
      fields: {
        id: 'Id',
        name: 'Nombre',
        alias: 'Alias',
        connectionString: 'Cadena de conexión',
        storage: 'Almacenamiento',
        status: 'Activo',
        databaseType: 'Tipo de base de datos',
        urlApi: 'URL del API',
        q: 'Buscar',
      },
      tabs: {
        roles: 'Roles',
        users: 'Usuario',
        menus: 'Menús',
        files: 'Cargar archivos',
      },
      types: {
        none: 'Ninguno',
        sqlServer: 'SQL Server',
        mySql: 'MySQL Server',
        api: 'API',
      },
    },
    roles: {
      name: 'Rol |||| Roles',
      fields: {
        id: 'Id',
        name: 'Nombre',
        status: 'Activo',
      },
    },
    warehouses: {
      name: 'Bodega |||| Bodegas',
      fields: {
        id: 'Id',
        code: 'Código',
        name: 'Nombre',
        city: 'Ciudad',
        address: 'Dirección',
        phone: 'Teléfono',
        active: 'Activa',
        q: 'Buscar',
      },
      validation: {
        code: 'Tres letras mayúsculas, un guion y tres dígitos (p. ej. BOG-001)',
      },
    },
  },
};
