// @vitest-environment node
// The repair line's typed calls send the documented method, path, query names and body fields (spec 03 §7), and the
// two reports come back as files named by the server's Content-Disposition; a refused report is the server's message.
import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../../dataProviders/httpClient';
import type { Uploader } from '../../../dataProviders/upload';
import { repairOrderCalls } from '../../../src/lines/repairOrders/calls';
import { technicianCalls } from '../../../src/lines/repairOrders/technician/calls';

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify({ isSuccess: status < 300, message: status < 300 ? '' : 'Ninguna orden coincide', data }), { status, headers: { 'Content-Type': 'application/json' } });

function client(answer: () => Response) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => answer());
  const http = createHttpClient({ apiBase: () => '/api/', token: () => 'tok', fetch: fetch as unknown as typeof globalThis.fetch });
  const sent = (i = 0) => {
    const [url, init] = fetch.mock.calls[i];
    return { method: init?.method, url: decodeURIComponent(url), body: init?.body ? JSON.parse(String(init.body)) : undefined };
  };
  const upload = vi.fn(async () => ({ isSuccess: true, message: '', data: [] })) as unknown as Uploader;
  return { calls: { ...repairOrderCalls(http, upload), ...technicianCalls(http) }, sent };
}

describe('repair order calls', () => {
  it('send the documented paths, query names and body fields', async () => {
    const { calls, sent } = client(() => json({ items: [], totalItemCount: 0 }));
    await calls.getOrderByState({ states: ['1', '8'], pageIndex: 2 });
    expect(sent(0)).toEqual({ method: 'POST', url: '/api/OrderWom/GetOrderByState?states=1,8', body: { pageIndex: 2, pageSize: 10, search: '' } });
    await calls.getCountByOrders(['1', '8', '7']);
    expect(sent(1)).toMatchObject({ method: 'GET', url: '/api/OrderWom/GetCountByOrders?Orders=1,8,7' });
    await calls.assignTech({ orderId: 5, idTechnical: 2 });
    expect(sent(2)).toEqual({ method: 'POST', url: '/api/OrderWom/AssignTech', body: { orderId: 5, idTechnical: 2 } });
    await calls.transferGuideSave({ type: 1, idOrder: 5, nroGuide: 'GU1' });
    expect(sent(3)).toEqual({ method: 'POST', url: '/api/TransferGuide/Save', body: { type: 1, idOrder: 5, nroGuide: 'GU1' } });
    await calls.getOrderByStateAndTech({ states: ['7', '2', '10'], tech: 9, brand: 'Samsung' });
    expect(sent(4)).toEqual({ method: 'POST', url: '/api/OrderWom/GetOrderByStateAndTech?states=7,2,10&tech=9&brand=Samsung', body: { pageIndex: 1, pageSize: 10, search: '' } });
    await calls.getCountByOrdersAndTechBrand({ states: ['3'], tech: 9, brand: '' });
    expect(sent(5)).toMatchObject({ method: 'GET', url: '/api/OrderWom/GetCountByOrdersAndTechBrand?Orders=3&tech=9&brand=' });
    await calls.getById({ id: 5, workshop: 0, state: 10 });
    expect(sent(6)).toMatchObject({ method: 'GET', url: '/api/OrderWom/GetById?id=5&workshop=0&state=10' });
  });

  it('getAllOrderForInfo answers data[0]', async () => {
    const { calls, sent } = client(() => json([{ orderId: 5 }]));
    expect(await calls.getAllOrderForInfo({ id: 5 })).toEqual({ orderId: 5 });
    expect(sent().url).toBe('/api/OrderWom/getAllOrderForInfo?id=5');
  });

  it('the reports are the files themselves, named by Content-Disposition', async () => {
    const bytes = new Uint8Array([80, 75, 3, 4]);
    const { calls, sent } = client(() => new Response(bytes, {
      headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'Content-Disposition': `attachment; filename="Reporte Guias.xlsx"; filename*=UTF-8''Reporte%20Guias.xlsx` },
    }));
    const guides = await calls.getByExcelReportByGuide({ typeGuide: 1 });
    expect(sent().url).toBe('/api/TransferGuide/GetByExcelReportByGuide?typeGuide=1');
    expect(guides.fileName).toBe('Reporte Guias.xlsx');
    expect(new Uint8Array(await guides.blob.arrayBuffer())).toEqual(bytes);
    await calls.getByExcelReportByStatus({ type: 1, param1: 'all', param2: '' });
    expect(sent(1)).toEqual({ method: 'POST', url: '/api/OrderWom/GetByExcelReportByStatus', body: { type: 1, param1: 'all', param2: '' } });
  });

  it('a refused report is an error carrying the server\'s message', async () => {
    const { calls } = client(() => json(null, 404));
    await expect(calls.getByExcelReportByStatus({ type: 4, param1: '999', param2: '' })).rejects.toMatchObject({ status: 404, message: 'Ninguna orden coincide' });
  });
});
