import type SvgIcon from '@mui/material/SvgIcon';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AssessmentIcon from '@mui/icons-material/Assessment';
import BadgeIcon from '@mui/icons-material/Badge';
import BuildIcon from '@mui/icons-material/Build';
import CategoryIcon from '@mui/icons-material/Category';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EngineeringIcon from '@mui/icons-material/Engineering';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import FindInPageIcon from '@mui/icons-material/FindInPage';
import HandymanIcon from '@mui/icons-material/Handyman';
import HistoryIcon from '@mui/icons-material/History';
import InventoryIcon from '@mui/icons-material/Inventory';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LabelIcon from '@mui/icons-material/Label';
import LabelImportantIcon from '@mui/icons-material/LabelImportant';
import ListAltIcon from '@mui/icons-material/ListAlt';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import LockIcon from '@mui/icons-material/Lock';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import MapIcon from '@mui/icons-material/Map';
import MenuIcon from '@mui/icons-material/Menu';
import MarkunreadMailboxIcon from '@mui/icons-material/MarkunreadMailbox';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import PeopleIcon from '@mui/icons-material/People';
import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid';
import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import PhonelinkSetupIcon from '@mui/icons-material/PhonelinkSetup';
import PostAddIcon from '@mui/icons-material/PostAdd';
import PrintIcon from '@mui/icons-material/Print';
import QrCodeIcon from '@mui/icons-material/QrCode';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SatelliteAltIcon from '@mui/icons-material/SatelliteAlt';
import SettingsIcon from '@mui/icons-material/Settings';
import SettingsApplicationsIcon from '@mui/icons-material/SettingsApplications';
import SettingsEthernetIcon from '@mui/icons-material/SettingsEthernet';
import SimCardIcon from '@mui/icons-material/SimCard';
import SpaceDashboardIcon from '@mui/icons-material/SpaceDashboard';
import StorageIcon from '@mui/icons-material/Storage';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import TuneIcon from '@mui/icons-material/Tune';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import VisibilityIcon from '@mui/icons-material/Visibility';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import WidgetsIcon from '@mui/icons-material/Widgets';
import FolderIcon from '@mui/icons-material/FolderOutlined';
import LinkIcon from '@mui/icons-material/ArticleOutlined';

/**
 * The icons the side menu and the resource definitions name (`iconName`, the names the seed and the original
 * console use), each imported on its own so the bundle carries only these. A chunk of its own, loaded once the
 * first screen is drawn (menuIcons.ts draws an empty icon of the same size until then).
 */
export const ICON_COMPONENTS: Readonly<Record<string, typeof SvgIcon>> = {
  AccountCircle: AccountCircleIcon,
  AdminPanelSettings: AdminPanelSettingsIcon,
  Assessment: AssessmentIcon,
  Badge: BadgeIcon,
  Build: BuildIcon,
  Category: CategoryIcon,
  CloudUpload: CloudUploadIcon,
  Dashboard: DashboardIcon,
  Engineering: EngineeringIcon,
  FactCheck: FactCheckIcon,
  FindInPage: FindInPageIcon,
  Handyman: HandymanIcon,
  History: HistoryIcon,
  Inventory: InventoryIcon,
  Inventory2: Inventory2Icon,
  Label: LabelIcon,
  LabelImportant: LabelImportantIcon,
  ListAlt: ListAltIcon,
  LocalShipping: LocalShippingIcon,
  Lock: LockIcon,
  ManageAccounts: ManageAccountsIcon,
  Map: MapIcon,
  MarkunreadMailbox: MarkunreadMailboxIcon,
  Menu: MenuIcon,
  MenuBook: MenuBookIcon,
  NoteAdd: NoteAddIcon,
  People: PeopleIcon,
  PhoneAndroid: PhoneAndroidIcon,
  PhonelinkErase: PhonelinkEraseIcon,
  PhonelinkSetup: PhonelinkSetupIcon,
  PostAdd: PostAddIcon,
  Print: PrintIcon,
  QrCode: QrCodeIcon,
  ReceiptLong: ReceiptLongIcon,
  SatelliteAlt: SatelliteAltIcon,
  Settings: SettingsIcon,
  SettingsApplications: SettingsApplicationsIcon,
  SettingsEthernet: SettingsEthernetIcon,
  SimCard: SimCardIcon,
  SpaceDashboard: SpaceDashboardIcon,
  Storage: StorageIcon,
  Storefront: StorefrontIcon,
  SwapHoriz: SwapHorizIcon,
  SyncAlt: SyncAltIcon,
  Tune: TuneIcon,
  UploadFile: UploadFileIcon,
  Visibility: VisibilityIcon,
  Warehouse: WarehouseIcon,
  Widgets: WidgetsIcon,
};

/** An unknown name's icon: a folder (group) or a page (link). */
export const FALLBACK_ICONS = { group: FolderIcon, link: LinkIcon };
