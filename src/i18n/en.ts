/** English texts of the console (DESIGN.md §3.4). Keys and structure must match es.ts exactly. */
export const en = {
  app: {
    title: 'Back office console',
    validation: {
      url: 'Enter a full address starting with http:// or https://',
    },
    widget: {
      collapse: 'Collapse %{title}',
      expand: 'Expand %{title}',
      fullscreen: 'Show %{title} full screen',
      exit_fullscreen: 'Leave full screen',
    },
    errors: {
      network: 'The server cannot be reached. Check your connection and try again.',
      unknown: 'Unexpected error',
      bad_answer: 'The server sent an answer that could not be read',
      missing_module_url: 'This page needs the url parameter of its service',
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
    attachments: {
      drop_file: 'Drag a file here or',
      drop_files: 'Drag files here or',
      choose_file: 'Choose a file',
      choose_files: 'Choose files',
      hint: 'Allowed: %{allowed}. Up to %{limit} each.',
      pending_title: '%{smart_count} file ready to upload |||| %{smart_count} files ready to upload',
      remove_pending: 'Take %{name} off the list',
      upload: 'Upload',
      uploading: 'Uploading… %{percent}%',
      cancel_upload: 'Cancel',
      stored_title: 'Stored files',
      open: 'Download %{name}',
      remove: 'Remove %{name}',
      confirm_remove_title: 'Remove file',
      confirm_remove_content: 'Remove %{name}? This cannot be undone.',
      confirm_remove: 'Remove',
      uploaded: 'File upload successful.',
      removed: 'remove file successfully.',
      cancelled: 'Upload cancelled; nothing was stored.',
      errors: {
        type: '%{name}: this type of file is not accepted (allowed: %{allowed})',
        size: '%{name} is %{size}; the limit is %{limit}',
        empty: '%{name} is empty',
        duplicate: '%{name} is already in the list',
        too_many: 'At most %{smart_count} file can go here; %{name} was left out |||| At most %{smart_count} files can be sent at once; %{name} was left out',
      },
      database: {
        icon: 'Icon',
        icon_empty: 'No icon yet',
        files: 'Files',
        files_empty: 'No files yet',
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
        name: 'Name',
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
};

/** The shape every language's messages must have. */
export type AppMessages = typeof en;
