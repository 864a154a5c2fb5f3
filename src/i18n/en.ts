/** English texts of the console (DESIGN.md §3.4). Keys and structure must match es.ts exactly. */
export const en = {
  app: {
    title: 'Back office console',
    validation: {
      url: 'Enter a full address starting with http:// or https://',
    },
    errors: {
      network: 'The server cannot be reached. Check your connection and try again.',
      unknown: 'Unexpected error',
      bad_answer: 'The server sent an answer that could not be read',
      missing_module_url: 'This page needs the url parameter of its service',
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
    roles: {
      name: 'Role |||| Roles',
      fields: {
        id: 'Id',
        name: 'Name',
        status: 'Active',
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
