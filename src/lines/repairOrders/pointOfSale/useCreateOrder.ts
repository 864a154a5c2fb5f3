import { useState } from 'react';
import { useNotify } from 'react-admin';
import { SESSION_KEYS } from '../../../shell/auth/session';
import { localToday, warrantyCheckBlocks, womOrderNumber } from '../../../../contracts/repairPointOfSaleRules';
import { serverMessage } from '../useOrderAction';
import type { RepairClient } from './calls';
import { usePointOfSaleCalls } from './usePointOfSaleCalls';
import { deviceBody, emptyClient, emptyDevice, firstBlocker, orderBody, warrantyOf, type ClientForm, type DeviceForm, type FormTab } from './orderForm';
import { useImeiPattern } from './useOptions';

export type ClientMode = 'none' | 'found' | 'new';

const toForm = (client: RepairClient): ClientForm => ({ ...client });

/**
 * The create flow (spec 03 §2.5, §5): the client by document (found, or a new one), DOA / exhibition loading the
 * operator's fixed client, the device, the files; "Guardar y generar Orden" checks in the spec's order, then saves
 * client, device and order and uploads the files to the new order's arrival documents.
 */
export function useCreateOrder(workshopId: number) {
  const notify = useNotify();
  const dataProvider = usePointOfSaleCalls();
  const imeiPattern = useImeiPattern();
  const [client, setClient] = useState<ClientForm>(emptyClient());
  const [clientMode, setClientMode] = useState<ClientMode>('none');
  const [operatorNit, setOperatorNit] = useState<string | null>(null);
  const [device, setDevice] = useState<DeviceForm>(emptyDevice());
  const [invoiceName, setInvoiceName] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [tab, setTab] = useState<FormTab>('client');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState<'search' | 'operator' | 'save' | null>(null);
  const [openOrder, setOpenOrder] = useState<{ message: string; orderId: number | null } | null>(null);
  const [created, setCreated] = useState<number | null>(null);
  /** Why Client/Save answered 0 (the server's words), shown on the client tab under the spec's message. */
  const [clientRefusal, setClientRefusal] = useState<string | null>(null);

  const fail = (key: string) => notify(`app.pointOfSale.${key}`, { type: 'error' });
  const failWith = (error: unknown) => { const message = serverMessage(error); notify(message, { type: 'error', messageArgs: { _: message } }); };

  const searchClient = async (document: string) => {
    if (document.trim() === '') return fail('client.notFound');
    setBusy('search');
    try {
      const found = await dataProvider.getByDocument({ document: document.trim() });
      if (found) {
        setClient(toForm(found));
        setClientMode('found');
        notify('app.pointOfSale.client.found', { type: 'info', messageArgs: { name: found.name } });
      } else {
        setClient(emptyClient(document.trim()));
        setClientMode('new');
        fail('client.notFound');
      }
    } catch (error) {
      failWith(error);
    } finally {
      setBusy(null);
    }
  };

  /** DOA and exhibition load the operator's fixed client (GetInfoWom's nit); unticking both lets the client go. */
  const setFlag = async (flag: 'doa' | 'exhibition', checked: boolean) => {
    setDevice((d) => ({ ...d, doa: flag === 'doa' && checked, exhibition: flag === 'exhibition' && checked }));
    if (!checked) {
      if (operatorNit !== null) { setClient(emptyClient()); setClientMode('none'); setOperatorNit(null); }
      return;
    }
    setBusy('operator');
    try {
      const { nit } = await dataProvider.getInfoWom();
      const operator = await dataProvider.getByDocument({ document: nit });
      setClient(operator ? toForm(operator) : emptyClient(nit));
      setClientMode(operator ? 'found' : 'new');
      setOperatorNit(nit);
    } catch (error) {
      failWith(error);
    } finally {
      setBusy(null);
    }
  };

  /** A change the user makes to the client: the last refusal no longer applies. */
  const editClient = (change: (current: ClientForm) => ClientForm) => {
    setClientRefusal(null);
    setClient(change);
  };

  const reset = () => {
    setClient(emptyClient()); setClientMode('none'); setOperatorNit(null); setDevice(emptyDevice());
    setInvoiceName(''); setFiles([]); setTab('client'); setTouched(false);
  };

  const save = async () => {
    setTouched(true);
    const today = localToday();
    const blocker = firstBlocker({ clientShown: clientMode !== 'none', client, device, imeiPattern, today, invoiceName, fileNames: files.map((f) => f.name) });
    if (blocker) {
      setTab(blocker.tab);
      return fail(blocker.message);
    }
    setBusy('save');
    try {
      const imei = device.imei.trim();
      const warranty = warrantyOf(device, today) ?? false;
      if (warranty && warrantyCheckBlocks(true, await dataProvider.checkWarrantyDate({ imei }), today)) {
        setTab('device');
        return fail('device.noWarranty');
      }
      const savedClient = await dataProvider.clientSave({ ...client, idDepartment: Number(client.idDepartment), idCity: Number(client.idCity) });
      if (savedClient.data.id === 0) {
        setTab('client');
        setClientRefusal(savedClient.message || null);
        return fail('client.invalid');
      }
      setClientRefusal(null);
      setClient((c) => ({ ...c, id: savedClient.data.id }));
      const savedDevice = await dataProvider.deviceSave(deviceBody(device, today));
      if (savedDevice.id === 0) return setOpenOrder({ message: savedDevice.error, orderId: savedDevice.idOrderError });
      const order = await dataProvider.orderWomSave(orderBody(device, {
        idClient: savedClient.data.id, iddevice: savedDevice.id, idWorkshop: workshopId, idUserWom: Number(localStorage.getItem(SESSION_KEYS.userId)) || undefined,
      }));
      if (order.id === 0) return notify(order.Error, { type: 'error', messageArgs: { _: order.Error } });
      const number = womOrderNumber(order.id);
      for (const file of files) {
        try {
          await dataProvider.uploadOrderFiles(order.id, 'Documentos', [file]);
        } catch (error) {
          notify('app.pointOfSale.uploadFailed', { type: 'warning', messageArgs: { order: number, name: file.name, message: serverMessage(error) } });
        }
      }
      notify('app.pointOfSale.saved', { type: 'success', messageArgs: { order: number } });
      reset();
      setCreated(order.id);
    } catch (error) {
      failWith(error);
    } finally {
      setBusy(null);
    }
  };

  return {
    imeiPattern, client, setClient: editClient, clientRefusal, clientMode, searchClient, locked: device.doa && operatorNit !== null, operatorNit,
    device, setDevice, setFlag, invoiceName, setInvoiceName, files, setFiles, tab, setTab, touched, busy, save,
    openOrder, closeOpenOrder: () => setOpenOrder(null), created, closeCreated: () => setCreated(null),
  };
}

export type CreateOrderState = ReturnType<typeof useCreateOrder>;
