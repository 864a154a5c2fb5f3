import { defineMessages } from '../../../shell/i18n/defineMessages';

/** Texts of the administration area's own screen parts (menu permissions, entry users, assign users), under app.*. */
export const screenMessages = defineMessages({
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
  },
});
