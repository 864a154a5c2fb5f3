// The upload screen as a user drives it: the file input only once a type is chosen, Upload sends the file to the
// chosen type as the signed-in user, the preview shows each bad cell's message and the summary, and Import with
// errors asks first, naming how many rows are left out, then imports only the valid rows.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UploadPreview } from '../../../contracts/endpoints/processUpload';
import type { ApiRequest } from '../../../dataProviders/httpClient';
import type { UploadRequest } from '../../../dataProviders/upload';
import { PreviewTable } from '../../../src/lines/uploads/PreviewTable';
import { UploadFilePage } from '../../../src/lines/uploads/UploadFilePage';
import { renderWithAdmin } from '../support/renderWithAdmin';

const envelope = (data: unknown) => ({ isSuccess: true, message: '', data });
const TYPE = { id: 115, idUploadFile: 115, alias: 'Cargue de bodegas', code: 'CARGUE_BODEGAS', storeProcedure: 'sp_CargueBodegas', api: '/api/', format: 'JSON', dataBaseId: 2, connectionString: '', dataBaseName: 'Inventario', version: 1 };
const PREVIEW: UploadPreview = {
  resp: 77,
  columns: ['code', 'name'],
  items: [
    { row: 2, cells: ['BOG-901', 'Norte'] },
    { row: 3, cells: ['malo', 'Sur'], errors: { code: 'The field code does not have the expected format (ABC-123).' } },
    { row: 4, cells: ['BOG-902', 'Centro'] },
  ],
  summary: { read: 3, valid: 2, invalid: 1 },
};

beforeEach(() => {
  localStorage.setItem('auth_userId', '1');
  // jsdom lays nothing out: the preview's scroll box gets a screen's height, each row its height
  const height = (element: HTMLElement) => (element.classList.contains('MuiTableContainer-root') ? 600 : element.matches('tbody tr') ? 37 : 0);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return height(this);
  });
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return height(this);
  });
});
afterEach(() => vi.restoreAllMocks());

function setUp() {
  const call = vi.fn(async (request: ApiRequest) => {
    if (request.path === 'ProcessUploadFile/List') return envelope({ items: [TYPE], totalItemCount: 1 });
    if (request.path === 'ProcessUploadFile/GetTransaction') return envelope({ id: 77, api: '/api/', state: 'PREVIEW' });
    if (request.path === 'ProcessFile/ProcessFile') return envelope({ written: 2, leftOut: 1, rows: [] });
    throw new Error(`unexpected ${request.path}`);
  });
  const upload = vi.fn(async (request: UploadRequest) => {
    request.onProgress?.(0.5);
    return envelope(PREVIEW);
  });
  renderWithAdmin(<UploadFilePage />, { dataProvider: { call, upload, fileUrl: async (url: string) => url } });
  return { call, upload };
}

const file = (name: string) => new File([new Uint8Array([0x50, 0x4b, 3, 4])], name);
/** Opens the type select once the types are there, and picks the bodegas type. */
async function chooseType() {
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Upload type' }).getAttribute('aria-disabled')).toBeNull());
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Upload type' }));
  fireEvent.click(await screen.findByRole('option', { name: 'Cargue de bodegas' }));
  await waitFor(() => expect(fileInput()).not.toBeNull());
}
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]');

describe('the upload screen', () => {
  it('asks for the assigned types as the user; the file input appears once a type is chosen', async () => {
    const { call } = setUp();
    expect(await screen.findByText('Choose an upload type to pick a file.')).toBeTruthy();
    expect(fileInput()).toBeNull();
    expect(call.mock.calls[0][0]).toMatchObject({ path: 'ProcessUploadFile/List', body: { UserId: 1 } });
    await chooseType();
    expect((screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('uploads, shows the preview with the bad cell\'s message, and imports only the valid rows after confirming', async () => {
    const { call, upload } = setUp();
    await chooseType();
    fireEvent.change(fileInput()!, { target: { files: [file('bodegas.xlsx')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('Rows read: 3 · valid: 2 · with errors: 1')).toBeTruthy();
    expect(upload.mock.calls[0][0]).toMatchObject({ path: 'ProcessUploadFile/UploadFile', query: { id: 115, IdUser: 1 } });
    expect(screen.getByText('The field code does not have the expected format (ABC-123).')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('1 row has errors and will be left out. Import only the valid rows (2)?')).toBeTruthy();
    expect(call.mock.calls.some(([r]) => r.path === 'ProcessFile/ProcessFile')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import only the valid rows' }));
    expect(await screen.findByText('2 rows were written; 1 rows were left out.')).toBeTruthy();
    const processed = call.mock.calls.find(([r]) => r.path === 'ProcessFile/ProcessFile')![0];
    expect(processed).toMatchObject({ method: 'POST', base: 'api', body: { id: 77, onlyValid: true } });
    // found by role once the confirmation has closed: until its exit transition ends, the page is aria-hidden
    expect(await screen.findByRole('button', { name: 'Download rows left out (.xlsx)' })).toBeTruthy();
  });

  it('Cancel stops the upload on its way and nothing is previewed', async () => {
    const call = vi.fn(async () => envelope({ items: [TYPE], totalItemCount: 1 }));
    const upload = vi.fn((request: UploadRequest) => new Promise((_resolve, reject) => {
      request.onProgress?.(0.3);
      request.signal?.addEventListener('abort', () => reject(new DOMException('The upload was cancelled', 'AbortError')));
    }));
    renderWithAdmin(<UploadFilePage />, { dataProvider: { call, upload }, notifications: true });
    await chooseType();
    fireEvent.change(fileInput()!, { target: { files: [file('bodegas.xlsx')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Uploading… 30%')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Upload cancelled.')).toBeTruthy();
    expect(screen.queryByTestId('upload-summary')).toBeNull();
    expect((screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('refuses a file that is not .xls/.xlsx before sending anything', async () => {
    const { upload } = setUp();
    await chooseType();
    fireEvent.change(fileInput()!, { target: { files: [file('foto.png')] } });
    expect((screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement).disabled).toBe(true);
    expect(upload).not.toHaveBeenCalled();
  });
});

describe('the preview table', () => {
  it('renders only the rows in view of a 50,000-row preview, and filters to the rows with errors', async () => {
    const items = Array.from({ length: 50_000 }, (_, i) => (i % 1000 === 7 ? { row: i + 2, cells: [`x${i}`, 'n'], errors: { code: 'bad' } } : { row: i + 2, cells: [`C${i}`, 'n'] }));
    renderWithAdmin(<PreviewTable preview={{ resp: 1, columns: ['code', 'name'], items, summary: { read: 50_000, valid: 49_950, invalid: 50 } }} />);
    expect(screen.getByText('Rows read: 50000 · valid: 49950 · with errors: 50')).toBeTruthy();
    const rendered = () => document.querySelectorAll('[data-testid^="preview-row-"]').length;
    expect(rendered()).toBeGreaterThan(10);
    expect(rendered()).toBeLessThan(60);
    fireEvent.click(screen.getByRole('switch', { name: 'Only rows with errors' }));
    await waitFor(() => expect(screen.getAllByTestId('cell-error').length).toBe(rendered()));
    expect(screen.getByTestId('preview-row-9')).toBeTruthy();
  });
});
