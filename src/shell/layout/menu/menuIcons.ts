import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import { createElement, useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { onFirstScreenDrawn } from '../../../boot/whenIdle';

/** An icon component: @mui/icons-material's props. */
export type IconComponent = ComponentType<SvgIconProps>;

/**
 * The icons menu entries and resource definitions name (`iconName`, the names the seed and the original console
 * use). Their drawings are a chunk of their own (menuIconComponents.ts), loaded once the first screen is drawn (or
 * when an icon is first drawn after that): the first rows do not wait for fifty icons.
 */
export const MENU_ICON_NAMES = [
  'AccountCircle',
  'AdminPanelSettings',
  'Assessment',
  'Badge',
  'Build',
  'Category',
  'CloudUpload',
  'Dashboard',
  'Engineering',
  'FactCheck',
  'FindInPage',
  'Handyman',
  'History',
  'Inventory',
  'Inventory2',
  'Label',
  'LabelImportant',
  'ListAlt',
  'LocalShipping',
  'Lock',
  'ManageAccounts',
  'Map',
  'MarkunreadMailbox',
  'Menu',
  'MenuBook',
  'NoteAdd',
  'People',
  'PhoneAndroid',
  'PhonelinkErase',
  'PhonelinkSetup',
  'PostAdd',
  'Print',
  'QrCode',
  'ReceiptLong',
  'SatelliteAlt',
  'Settings',
  'SettingsApplications',
  'SettingsEthernet',
  'SimCard',
  'SpaceDashboard',
  'Storage',
  'Storefront',
  'SwapHoriz',
  'SyncAlt',
  'Tune',
  'UploadFile',
  'Visibility',
  'Warehouse',
  'Widgets',
] as const;

type Components = typeof import('./menuIconComponents');

let components: Components | undefined;
let loading: Promise<Components> | undefined;
const listeners = new Set<() => void>();

/** Loads the icons' drawings (once); every icon drawn so far is drawn again with its own. */
export const loadMenuIcons = (): Promise<Components> =>
  (loading ??= import('./menuIconComponents').then(
    (module) => {
      components = module;
      listeners.forEach((listener) => listener());
      return module;
    },
    (error: unknown) => {
      loading = undefined; // a failed download may be tried again
      throw error;
    },
  ));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const loaded = () => components;

/**
 * The icon named `name` (`fallback` when unknown): until the drawings are there, an empty icon of the same size
 * (an svg of 1em, hidden from screen readers like the icon), so the menu does not move when they come.
 */
const namedIcon = (name: string, fallback?: keyof Components['FALLBACK_ICONS']): IconComponent => {
  const Icon = (props: SvgIconProps) => {
    const drawings = useSyncExternalStore(subscribe, loaded);
    useEffect(() => (drawings ? undefined : onFirstScreenDrawn(() => void loadMenuIcons().catch(() => undefined))), [drawings]);
    const Drawing = drawings ? (fallback ? drawings.FALLBACK_ICONS[fallback] : drawings.ICON_COMPONENTS[name]) : undefined;
    return createElement(Drawing ?? SvgIcon, props);
  };
  Icon.displayName = `MenuIcon(${name})`;
  return Icon;
};

export const MENU_ICONS: Readonly<Record<string, IconComponent>> = Object.fromEntries(MENU_ICON_NAMES.map((name) => [name, namedIcon(name)]));

const FOLDER = namedIcon('Folder', 'group');
const PAGE = namedIcon('Page', 'link');

/** An unknown name gets a folder (group) or a page (link). */
export const menuIconFor = (iconName: string, isGroup: boolean): IconComponent =>
  (Object.hasOwn(MENU_ICONS, iconName) ? MENU_ICONS[iconName] : undefined) ?? (isGroup ? FOLDER : PAGE);
