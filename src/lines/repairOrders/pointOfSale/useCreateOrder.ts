import { onlineManager } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { useOnline } from '../../../engine/offline/useOnline';
import { SESSION_KEYS } from '../../../shell/auth/session';
import { localToday, warrantyCheckBlocks, womOrderNumber } from '../../../../contracts/repairPointOfSaleRules';
import { serverMessage } from '../useOrderAction';
import type { RepairClient } from './calls';
import { withClientFound } from './newOrderChain';
import { usePointOfSaleCalls } from './usePointOfSaleCalls';
import { deviceBody, emptyClient, emptyDevice, firstBlocker, orderBody, warrantyOf, type ClientForm, type DeviceForm, type FormTab } from './orderForm';
import { useClientLookups, useOfflineReady } from './useOfflineLookups';
import { useImeiPattern } from './useOptions';
import { useQueuedOrder, type QueuedOrder } from './useQueuedOrder';

/** unchecked: typed as new offline, its document not looked up (the server is asked when the order is sent) */
export type ClientMode = 'none' | 'found' | 'new' | 'unchecked';

const toForm = (client: RepairClient): ClientForm => ({ ...client });

/**
 * The create flow (spec 03 §2.5, §5): the client by document (found, or a new one), DOA / exhibition loading the
 * operator's fixed client, the device, the files; "Guardar y generar Orden" checks in the spec's order, then saves
 * client, device and order and uploads the files to the new order's arrival documents. Offline (issue 51), the same
 * checks, then the order is queued whole (useQueuedOrder) and sent when the connection is back; the look-ups answer
 * from what this device read before, and a client not read before is typed as new.
 */
export function useCreateOrder(workshopId: number) {
  const notify = useNotify();
  const dataProvider = usePointOfSaleCalls();
  const imeiPattern = useImeiPattern();
  const lookups = useClientLookups();
  const queueOrder = useQueuedOrder();
  useOfflineReady();
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
  /** the order last queued offline, until the operator closes its notice */
  const [queued, setQueued] = useState<QueuedOrder | null>(null);
  /** how many orders were queued: the document search starts empty after each (as after `created`) */
  const [generation, setGeneration] = useState(0);
  /** Why Client/Save answered 0 (the server's words), shown on the client tab under the spec's message. */
  const [clientRefusal, setClientRefusal] = useState<string | null>(null);

  // a client typed offline is looked up once the connection is back, before a save online would make another client
  // with the same document (what the operator typed stays; what they left empty is the registered client's)
  const online = useOnline();
  useEffect(() => {
    if (!online || clientMode !== 'unchecked') return;
    let current = true;
    lookups.byDocument(client.document).then(({ found }) => {
      if (!current) return;
      setClient((typed) => withClientFound(typed, found));
      setClientMode(found ? 'found' : 'new');
    }, () => undefined);
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per return of the connection
  }, [online, clientMode]);

  const fail = (key: string) => notify(`app.pointOfSale.${key}`, { type: 'error' });
  const failWith = (error: unknown) => { const message = serverMessage(error); notify(message, { type: 'error', messageArgs: { _: message } }); };

  const searchClient = async (document: string) => {
    if (document.trim() === '') return fail('client.notFound');
    setBusy('search');
    try {
      const { found, checked } = await lookups.byDocument(document.trim());
      if (found) {
        setClient(toForm(found));
        setClientMode('found');
        notify('app.pointOfSale.client.found', { type: 'info', messageArgs: { name: found.name } });
      } else if (!checked) {
        setClient(emptyClient(document.trim()));
        setClientMode('unchecked');
        notify('app.pointOfSale.offline.clientUnchecked', { type: 'info', messageArgs: { document: document.trim() } });
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
      const { nit } = await lookups.infoWom();
      const { found: operator, checked } = await lookups.byDocument(nit);
      setClient(operator ? toForm(operator) : emptyClient(nit));
      setClientMode(operator ? 'found' : checked ? 'new' : 'unchecked');
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
    if (!onlineManager.isOnline()) return queue(today);
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

  /** Offline: the checked order queued whole; the form starts again. */
  const queue = async (today: string) => {
    setBusy('save');
    try {
      const userId = Number(localStorage.getItem(SESSION_KEYS.userId)) || undefined;
      const made = await queueOrder({ client, device, files, workshopId, userId, today });
      if (!made) return setTab('files');
      reset();
      setCreated(null);
      setQueued(made);
      setGeneration((n) => n + 1);
    } finally {
      setBusy(null);
    }
  };

  return {
    imeiPattern, client, setClient: editClient, clientRefusal, clientMode, searchClient, locked: device.doa && operatorNit !== null, operatorNit,
    device, setDevice, setFlag, invoiceName, setInvoiceName, files, setFiles, tab, setTab, touched, busy, save,
    openOrder, closeOpenOrder: () => setOpenOrder(null), created, closeCreated: () => setCreated(null),
    queued, closeQueued: () => setQueued(null), generation,
  };
}

export type CreateOrderState = ReturnType<typeof useCreateOrder>;
