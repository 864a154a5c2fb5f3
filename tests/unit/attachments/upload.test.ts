// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { createDataProvider } from '../../../dataProviders';
import { createFileUrl, createUploader } from '../../../dataProviders/upload';
import { getResource } from '../support/lines';

/** Just enough of XMLHttpRequest to drive an upload by hand: progress events, an answer, an abort. */
class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  /** the browser sending bytes */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  /** the server answering */
  answer(status: number, body: unknown, statusText = '') {
    this.status = status;
    this.statusText = statusText;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

const setup = () => {
  const xhrs: FakeXhr[] = [];
  const options = {
    apiBase: () => '/api/',
    token: () => 'tok-123',
    language: () => 'es',
    xhr: () => {
      const xhr = new FakeXhr();
      xhrs.push(xhr);
      return xhr as unknown as XMLHttpRequest;
    },
  };
  return { upload: createUploader(options), xhrs, options };
};

const pdf = new File(['%PDF-1.4'], 'plano.pdf', { type: 'application/pdf' });
const csv = new File(['a,b\n1,2'], 'datos.csv', { type: 'text/csv' });
const request = { path: 'Upload/UploadFile', query: { id: 3, tableName: 'DataBasesObject', islocal: true }, files: [pdf, csv] };

describe('upload with progress (XMLHttpRequest)', () => {
  it('posts the files as file_0, file_1 with the token and language, and reports progress from 0 to 1', async () => {
    const { upload, xhrs } = setup();
    const onProgress = vi.fn();
    const done = upload({ ...request, onProgress });
    const xhr = xhrs[0];
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/Upload/UploadFile?id=3&tableName=DataBasesObject&islocal=true');
    expect(xhr.headers.authorization).toBe('Bearer tok-123');
    expect(xhr.headers['accept-language']).toBe('es');
    expect((xhr.body!.get('file_0') as File).name).toBe('plano.pdf');
    expect((xhr.body!.get('file_1') as File).name).toBe('datos.csv');
    xhr.progress(25, 100);
    xhr.progress(100, 100);
    const stored = [{ id: 9, name: 'plano.pdf', url: '/api/Upload/File/x.pdf', type: 'application/pdf', size: 8 }];
    xhr.answer(200, { isSuccess: true, message: 'File upload successful.', data: stored });
    await expect(done).resolves.toEqual({ isSuccess: true, message: 'File upload successful.', data: stored });
    expect(onProgress.mock.calls.map(([fraction]) => fraction)).toEqual([0, 0.25, 1, 1]);
  });

  it('names its fields as asked', async () => {
    const { upload, xhrs } = setup();
    const done = upload({ ...request, files: [pdf], fieldName: (index) => `doc${index}` });
    expect(xhrs[0].body!.has('doc0')).toBe(true);
    xhrs[0].answer(200, { isSuccess: true, message: '', data: [] });
    await done;
  });

  it.each([
    [413, 'video.mp4 supera el límite de 10 MB'],
    [415, 'plano.exe: tipo de archivo no permitido'],
  ])('a %i becomes an HttpError with the server message', async (status, message) => {
    const { upload, xhrs } = setup();
    const done = upload(request);
    xhrs[0].answer(status, { isSuccess: false, message, data: null });
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message, status });
  });

  it('isSuccess false, an unreadable answer and a network failure are errors too', async () => {
    const { upload, xhrs } = setup();
    const refused = upload(request);
    xhrs[0].answer(200, { isSuccess: false, message: 'No permission', data: null });
    await expect(refused).rejects.toMatchObject({ message: 'No permission', status: 400 });
    const garbled = upload(request);
    xhrs[1].answer(502, '<html>Bad gateway</html>', 'Bad Gateway');
    await expect(garbled).rejects.toMatchObject({ message: 'Bad Gateway', status: 502 });
    const offline = upload(request);
    xhrs[2].onerror!();
    await expect(offline).rejects.toMatchObject({ message: 'app.errors.network', status: 0 });
  });

  it('is cancelled through its AbortSignal, before or during the upload', async () => {
    const { upload, xhrs } = setup();
    const controller = new AbortController();
    const done = upload({ ...request, signal: controller.signal });
    xhrs[0].progress(10, 100);
    controller.abort();
    expect(xhrs[0].aborted).toBe(true);
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    await expect(upload({ ...request, signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhrs).toHaveLength(1);
  });

  it('is a method of the console data provider', async () => {
    const { options, xhrs } = setup();
    const provider = createDataProvider(options, getResource);
    const done = provider.upload({ ...request, files: [pdf] });
    xhrs[0].answer(200, { isSuccess: true, message: 'ok', data: [] });
    await expect(done).resolves.toMatchObject({ message: 'ok' });
  });
});

describe('stored file addresses', () => {
  it('carry the token as a query parameter, against the API base', async () => {
    const fileUrl = createFileUrl({ apiBase: () => '/api/', token: () => 'tok 1' });
    expect(await fileUrl('/api/Upload/File/a.png')).toBe('/api/Upload/File/a.png?token=tok+1');
    expect(await fileUrl('Upload/File/a.png')).toBe('/api/Upload/File/a.png?token=tok+1');
    expect(await fileUrl('https://cdn.example/a.png?v=2')).toBe('https://cdn.example/a.png?v=2&token=tok+1');
    const remote = createFileUrl({ apiBase: () => 'https://backend.example/api', token: () => null });
    expect(await remote('/api/Upload/File/a.png')).toBe('https://backend.example/api/Upload/File/a.png');
  });
});
