/**
 * The bench's yardstick (`npm run bench`): the smallest react-admin app that shows the databases list, built
 * from the console's own dependencies. One resource, react-admin's defaults (hash routes, its layout), a data
 * provider that calls the documented DataBase/List with the stored token. No sign-in, no menu, no i18n.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Admin, BooleanField, DataTable, List, Resource, SelectField, type DataProvider } from 'react-admin';

const DATABASE_TYPES = [
  { id: 0, name: 'None' },
  { id: 1, name: 'SQL Server' },
  { id: 2, name: 'MySQL Server' },
  { id: 3, name: 'API' },
];

const dataProvider = {
  getList: async (_resource, { pagination, sort }) => {
    const response = await fetch('/api/DataBase/List', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('token')}` },
      body: JSON.stringify({ pageIndex: pagination?.page ?? 1, pageSize: pagination?.perPage ?? 10, sortField: sort?.field, sortOrder: sort?.order }),
    });
    const { data } = await response.json();
    return { data: data.items, total: data.totalItemCount };
  },
} as DataProvider;

const DatabaseList = () => (
  <List sort={{ field: 'id', order: 'ASC' }}>
    <DataTable>
      <DataTable.Col source="id" />
      <DataTable.Col source="name" />
      <DataTable.Col source="alias" />
      <DataTable.Col source="databaseType">
        <SelectField source="databaseType" choices={DATABASE_TYPES} />
      </DataTable.Col>
      <DataTable.Col source="storage" disableSort />
      <DataTable.Col source="status">
        <BooleanField source="status" />
      </DataTable.Col>
    </DataTable>
  </List>
);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Admin dataProvider={dataProvider} disableTelemetry>
      <Resource name="databases" list={DatabaseList} />
    </Admin>
  </StrictMode>,
);
