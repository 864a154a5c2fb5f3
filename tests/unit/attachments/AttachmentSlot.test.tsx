import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { AttachmentSlot, DOCUMENT_EXTENSIONS, IMAGE_EXTENSIONS } from '../../../src/shell/components/attachments';
import { MEGABYTE } from '../../../src/shell/components/attachments/fileRules';
import { userWho } from '../support/fakes';
import { renderWithAdmin, type Locale } from '../support/renderWithAdmin';
import { fakeFilesProvider, fileOfSize, pngFile } from './fakeFilesServer';

const iconSlot = (
  <AttachmentSlot ownerId={3} tableName="DataBasesObjectIcon" accept={IMAGE_EXTENSIONS} resource="databases" labels={{ title: 'app.attachments.database.icon', empty: 'app.attachments.database.icon_empty' }} />
);
const filesSlot = (
  <AttachmentSlot ownerId={3} tableName="DataBasesObject" multiple accept={DOCUMENT_EXTENSIONS} resource="databases" labels={{ title: 'app.attachments.database.files', empty: 'app.attachments.database.files_empty' }} />
);
/** A slot for a user with the given flags on the databases menu: W ('edit') and D ('delete'), or only L and V. */
const renderSlot = (
  slot: ReactNode,
  { provider, canWrite = true, canDelete = canWrite, locale = 'en' }: { provider: ReturnType<typeof fakeFilesProvider>; canWrite?: boolean; canDelete?: boolean; locale?: Locale },
) => {
  const authProvider = userWho((action) => (action === 'edit' ? canWrite : action === 'delete' ? canDelete : true));
  return renderWithAdmin(slot, { dataProvider: provider, authProvider, locale, notifications: true });
};
const choose = (label: RegExp, ...files: File[]) => fireEvent.change(screen.getByLabelText(label), { target: { files } });
const pdf = () => new File(['%PDF-1.4 plano'], 'plano.pdf', { type: 'application/pdf' });
const csv = () => new File(['a,b\n1,2'], 'datos.csv', { type: 'text/csv' });

describe('attachment slot', () => {
  it('refuses a file of another type or too big with a message naming it, and sends nothing', async () => {
    const provider = fakeFilesProvider();
    renderSlot(filesSlot, { provider });
    await screen.findByText('No files yet');
    choose(/choose files/i, fileOfSize('plano.exe', 'application/x-msdownload', 1000));
    expect(await screen.findByText(/^plano\.exe: this type of file is not accepted \(allowed: png, jpg.*txt\)$/)).toBeInTheDocument();
    choose(/choose files/i, fileOfSize('video.pdf', 'application/pdf', 24.3 * MEGABYTE));
    expect(await screen.findByText('video.pdf is 24.3 MB; the limit is 10 MB')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
    expect(provider.upload).not.toHaveBeenCalled();
  });

  it('gathers files in a pending list, takes one off, and sends the rest together with Upload', async () => {
    const provider = fakeFilesProvider();
    renderSlot(filesSlot, { provider });
    await screen.findByText('No files yet');
    choose(/choose files/i, pdf(), csv());
    expect(await screen.findByText('2 files ready to upload')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Take plano.pdf off the list' }));
    expect(screen.getByText('1 file ready to upload')).toBeInTheDocument();
    expect(provider.upload).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('File upload successful.')).toBeInTheDocument();
    expect(provider.upload).toHaveBeenCalledTimes(1);
    const [request] = provider.upload.mock.calls[0];
    expect(request.path).toBe('Upload/UploadFile');
    expect(request.query).toEqual({ id: 3, tableName: 'DataBasesObject', islocal: true });
    expect(request.files.map((file) => file.name)).toEqual(['datos.csv']);
    // stored and listed with its type; the pending list is empty again
    expect(await screen.findByRole('link', { name: 'datos.csv' })).toHaveAttribute('href', '/api/Upload/File/datos.csv?token=tok');
    expect(screen.getByText(/^CSV · /)).toBeInTheDocument();
    expect(screen.queryByText(/ready to upload/)).toBeNull();
  });

  it('a single slot sends its file at once and hides its drop area once filled, showing the image', async () => {
    const provider = fakeFilesProvider();
    renderSlot(iconSlot, { provider });
    const input = await screen.findByLabelText(/choose a file/i);
    expect(input).toHaveAttribute('accept', '.png,.jpg,.jpeg,.gif,.webp');
    expect(input).not.toHaveAttribute('multiple');
    choose(/choose a file/i, pngFile('logo.png'));
    expect(await screen.findByText('File upload successful.')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'logo.png' })).toHaveAttribute('src', '/api/Upload/File/logo.png?token=tok');
    expect(screen.queryByTestId('drop-area')).toBeNull();
    expect(screen.queryByLabelText(/choose a file/i)).toBeNull();
  });

  it('asks for confirmation before removing a stored file', async () => {
    const provider = fakeFilesProvider([{ id: 7, name: 'contrato.pdf', url: '/api/Upload/File/x.pdf', type: 'application/pdf', size: 2048 }]);
    renderSlot(filesSlot, { provider });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove contrato.pdf' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Remove contrato.pdf? This cannot be undone.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(provider.call).not.toHaveBeenCalledWith(expect.objectContaining({ path: 'Upload/DeleteFile' }));

    fireEvent.click(screen.getByRole('button', { name: 'Remove contrato.pdf' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('remove file successfully.')).toBeInTheDocument();
    expect(provider.call).toHaveBeenCalledWith({ method: 'POST', path: 'Upload/DeleteFile', body: { id: 7 } });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'contrato.pdf' })).toBeNull());
    expect(screen.getByText('No files yet')).toBeInTheDocument();
  });

  it('shows the server refusal as an error toast and keeps the pending files', async () => {
    const provider = fakeFilesProvider();
    provider.upload.mockRejectedValueOnce(new HttpError('plano.pdf: tipo de contenido no permitido', 415));
    renderSlot(filesSlot, { provider, locale: 'es' });
    await screen.findByText('Aún no hay archivos');
    choose(/elegir archivos/i, pdf());
    fireEvent.click(await screen.findByRole('button', { name: 'Cargar' }));
    expect(await screen.findByText('plano.pdf: tipo de contenido no permitido')).toBeInTheDocument();
    expect(screen.getByText('1 archivo listo para cargar')).toBeInTheDocument();
  });

  it('shows the progress of an upload, which can be cancelled', async () => {
    const provider = fakeFilesProvider();
    provider.upload.mockImplementationOnce(
      ({ onProgress, signal }) =>
        new Promise((_, reject) => {
          onProgress?.(0.4);
          signal?.addEventListener('abort', () => reject(new DOMException('cancelled', 'AbortError')));
        }),
    );
    renderSlot(filesSlot, { provider });
    await screen.findByText('No files yet');
    choose(/choose files/i, pdf());
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading… 40%' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Upload cancelled; nothing was stored.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('1 file ready to upload')).toBeInTheDocument();
  });

  it('without the W flag lists the files with no upload or remove controls', async () => {
    const provider = fakeFilesProvider([{ id: 7, name: 'contrato.pdf', url: '/api/Upload/File/x.pdf', type: 'application/pdf', size: 2048 }]);
    renderSlot(filesSlot, { provider, canWrite: false });
    expect(await screen.findByRole('link', { name: 'contrato.pdf' })).toBeInTheDocument();
    expect(screen.queryByTestId('drop-area')).toBeNull();
    expect(screen.queryByRole('button', { name: /remove/i })).toBeNull();
  });

  it('with W but not D uploads and offers no remove (the server asks D to delete)', async () => {
    const provider = fakeFilesProvider([{ id: 7, name: 'contrato.pdf', url: '/api/Upload/File/x.pdf', type: 'application/pdf', size: 2048 }]);
    renderSlot(filesSlot, { provider, canWrite: true, canDelete: false });
    expect(await screen.findByTestId('drop-area')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contrato.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /remove/i })).toBeNull();
  });
});

describe('issue 10 item 13: the Upload File tab after an upload', () => {
  it('the "already in the list" warning goes with the upload, and a file named like a stored one is refused', async () => {
    const provider = fakeFilesProvider();
    renderSlot(filesSlot, { provider });
    await screen.findByText('No files yet');
    const plano = pdf();
    choose(/choose files/i, plano);
    await screen.findByText('1 file ready to upload');
    choose(/choose files/i, plano);
    expect(await screen.findByText('plano.pdf is already in the list')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('link', { name: 'plano.pdf' })).toBeInTheDocument();
    expect(screen.queryByText('plano.pdf is already in the list')).toBeNull();

    choose(/choose files/i, pdf());
    expect(await screen.findByText('plano.pdf is already stored here: remove it first or rename the file')).toBeInTheDocument();
    expect(screen.queryByText(/ready to upload/)).toBeNull();
    expect(provider.upload).toHaveBeenCalledTimes(1);
  });
});
