import { defineMessages } from '../../../shell/i18n/defineMessages';

/** Texts of the administration area's resources: names, titles, field labels, choices, validation messages. */
export const resourceMessages = defineMessages({
  en: {
    resources: {
      databases: {
        name: 'Database |||| Databases',
        titles: {
          list: 'Microservices',
          edit: 'Service detail',
          create: 'New service',
        },
        fields: {
          id: 'Id',
          name: 'Name',
          alias: 'Alias',
          connectionString: 'Connection string',
          storage: 'Storage',
          status: 'Active',
          databaseType: 'Database type',
          urlApi: 'API URL',
          q: 'Search',
        },
        tabs: {
          roles: 'Roles',
          users: 'User',
          menus: 'Menus',
          files: 'Upload File',
        },
        formTabs: {
          general: 'General',
          connection: 'Connection',
        },
        types: {
          none: 'None',
          sqlServer: 'SQL Server',
          mySql: 'MySQL Server',
          api: 'API',
        },
      },
      menus: {
        name: 'Menu |||| Menus',
        fields: {
          id: 'Id',
          name: 'Name (Spanish)',
          nameEn: 'Name (English)',
          path: 'Path',
          root: 'Parent menu',
          icon: 'Icon',
          sourcePrime: 'Internal page',
          status: 'Active',
        },
        helpers: {
          sourcePrime: 'Off for entries of the external product catalogue module',
          nameEn: 'Optional: when empty, the English menu shows the Spanish name',
        },
        root: {
          none: 'None',
        },
        icon: {
          none: 'Default icon',
        },
        tabs: {
          permissions: 'Assign Permissions',
        },
      },
      permissionEntries: {
        name: 'Permission |||| Permissions',
        titles: {
          list: 'Permissions',
        },
        fields: {
          id: 'Id',
          tableType: 'Type',
          name: 'Name',
          databaseName: 'Database',
          q: 'Search',
        },
        types: {
          report: 'Report',
          uploadTable: 'Upload table',
        },
      },
      roles: {
        name: 'Role |||| Roles',
        fields: {
          id: 'Id',
          name: 'Name',
          status: 'Active',
          requireTwoFactor: 'Requires a second factor',
        },
      },
      users: {
        name: 'User |||| Users',
        titles: {
          list: 'User manager',
        },
        fields: {
          id: 'Id',
          name: 'Name',
          login: 'Login',
          email: 'Email',
          document: 'Document',
          status: 'Active',
          changePassword: 'Can change password',
          databases: 'Databases',
          roles: 'Roles',
          password: 'Password',
          passwordConfirm: 'Confirm password',
          dataBaseId: 'Database',
          q: 'Search',
        },
        filters: {
          all: 'All',
        },
        helpers: {
          roles: 'Choose the databases first: their roles are offered here',
        },
        validation: {
          passwords_mismatch: 'Passwords do not match',
        },
      },
      warehouses: {
        name: 'Warehouse |||| Warehouses',
        fields: {
          id: 'Id',
          code: 'Code',
          name: 'Name',
          city: 'City',
          address: 'Address',
          phone: 'Phone',
          active: 'Active',
          q: 'Search',
        },
        validation: {
          code: 'Three capital letters, a dash and three digits (e.g. BOG-001)',
        },
      },
    },
  },
  es: {
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
        formTabs: {
          general: 'Datos generales',
          connection: 'Conexión',
        },
        types: {
          none: 'Ninguno',
          sqlServer: 'SQL Server',
          mySql: 'MySQL Server',
          api: 'API',
        },
      },
      menus: {
        name: 'Menú |||| Menús',
        fields: {
          id: 'Id',
          name: 'Nombre (español)',
          nameEn: 'Nombre (inglés)',
          path: 'Ruta',
          root: 'Menú padre',
          icon: 'Ícono',
          sourcePrime: 'Página interna',
          status: 'Activo',
        },
        helpers: {
          nameEn: 'Opcional: si se deja vacío, el menú en inglés muestra el nombre en español',
          sourcePrime: 'Desactívelo para las entradas del módulo externo de catálogo de productos',
        },
        root: {
          none: 'Ninguno',
        },
        icon: {
          none: 'Ícono por defecto',
        },
        tabs: {
          permissions: 'Asignar permisos',
        },
      },
      permissionEntries: {
        name: 'Permiso |||| Permisos',
        titles: {
          list: 'Permisos',
        },
        fields: {
          id: 'Id',
          tableType: 'Tipo',
          name: 'Nombre',
          databaseName: 'Base de datos',
          q: 'Buscar',
        },
        types: {
          report: 'Reporte',
          uploadTable: 'Tabla de cargue',
        },
      },
      roles: {
        name: 'Rol |||| Roles',
        fields: {
          id: 'Id',
          name: 'Nombre',
          status: 'Activo',
          requireTwoFactor: 'Exige segundo factor',
        },
      },
      users: {
        name: 'Usuario |||| Usuarios',
        titles: {
          list: 'Gestor de usuario',
        },
        fields: {
          id: 'Id',
          name: 'Nombre',
          login: 'Login',
          email: 'Correo electrónico',
          document: 'Documento',
          status: 'Activo',
          changePassword: 'Puede cambiar la contraseña',
          databases: 'Bases de datos',
          roles: 'Roles',
          password: 'Contraseña',
          passwordConfirm: 'Confirmar contraseña',
          dataBaseId: 'Base de datos',
          q: 'Buscar',
        },
        filters: {
          all: 'Todos',
        },
        helpers: {
          roles: 'Elija primero las bases de datos: aquí se ofrecen sus roles',
        },
        validation: {
          passwords_mismatch: 'Las contraseñas no coinciden',
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
  },
});
