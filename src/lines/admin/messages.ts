import { defineMessages } from '../../i18n/defineMessages';

/** Texts of the administration area: its resources (labels, titles, choices, validation) and its screens' parts. */
export const adminMessages = defineMessages({
  en: {
    app: {
      validation: {
        url: 'Enter a full address starting with http:// or https://',
      },
      admin: {
        successful: 'Successful process.',
        menuAccess: {
          role: 'Role',
          role_help: 'A role of this database; its current permissions are shown',
          permissions: 'Permissions',
          flags: {
            l: 'List',
            v: 'View',
            w: 'Create/edit',
            r: 'Export/report',
            d: 'Delete',
          },
          hints: {
            l: 'See the entry in the menu and list its records',
            v: 'Open a record to view it',
            w: 'Create and change records',
            r: 'Export data and run reports',
            d: 'Delete records',
          },
          status: 'Status',
          active: 'Active',
          inactive: 'Inactive',
          add: 'Add',
          update: 'Update',
          current: 'Roles with permissions on this menu',
          empty: 'No role has permissions on this menu yet.',
        },
        entryUsers: {
          button: 'Users',
          title: 'Users with access',
          users: 'Users',
          pick: 'Add a user',
          help: 'Only users of this entry\'s database can be chosen',
          no_users: 'No user belongs to this database yet.',
          no_more: 'No more users',
          none: 'No user is assigned yet.',
        },
      },
      users: {
        assign: {
          button: 'Assign existing users',
          title: 'Assign existing users',
          users: 'Users',
          hint: 'Search by name, login or email; choose one or more',
          empty: 'Every user already belongs to this database.',
          done: 'Successful process.',
        },
      },
    },
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
          password_policy: 'The password must have %{missing}.',
          password_requirements: {
            length: 'at least %{min} characters',
            upper: 'an uppercase letter',
            lower: 'a lowercase letter',
            digit: 'a digit',
            special: 'one of the special characters %{chars}',
          },
          list_and: '%{first} and %{last}',
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
    app: {
      validation: {
        url: 'Ingrese una dirección completa que empiece por http:// o https://',
      },
      admin: {
        successful: 'Proceso exitoso.',
        menuAccess: {
          role: 'Rol',
          role_help: 'Un rol de esta base de datos; se muestran sus permisos actuales',
          permissions: 'Permisos',
          flags: {
            l: 'Listar',
            v: 'Ver',
            w: 'Crear/editar',
            r: 'Exportar/reporte',
            d: 'Eliminar',
          },
          hints: {
            l: 'Ver la entrada en el menú y listar sus registros',
            v: 'Abrir un registro para verlo',
            w: 'Crear y modificar registros',
            r: 'Exportar datos y generar reportes',
            d: 'Eliminar registros',
          },
          status: 'Estado',
          active: 'Activo',
          inactive: 'Inactivo',
          add: 'Agregar',
          update: 'Actualizar',
          current: 'Roles con permisos sobre este menú',
          empty: 'Ningún rol tiene aún permisos sobre este menú.',
        },
        entryUsers: {
          button: 'Usuarios',
          title: 'Usuarios con acceso',
          users: 'Usuarios',
          pick: 'Agregar un usuario',
          help: 'Solo se pueden elegir usuarios de la base de datos de esta entrada',
          no_users: 'Aún no hay usuarios en esta base de datos.',
          no_more: 'No hay más usuarios',
          none: 'Aún no hay usuarios asignados.',
        },
      },
      users: {
        assign: {
          button: 'Asignar usuarios existentes',
          title: 'Asignar usuarios existentes',
          users: 'Usuarios',
          hint: 'Busque por nombre, login o correo; elija uno o varios',
          empty: 'Todos los usuarios ya pertenecen a esta base de datos.',
          done: 'Proceso exitoso.',
        },
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
          password_policy: 'La contraseña debe tener %{missing}.',
          password_requirements: {
            length: 'al menos %{min} caracteres',
            upper: 'una letra mayúscula',
            lower: 'una letra minúscula',
            digit: 'un número',
            special: 'uno de los caracteres especiales %{chars}',
          },
          list_and: '%{first} y %{last}',
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
