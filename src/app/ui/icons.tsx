/**
 * The app's icons: Lucide's, imported by name so that the build keeps only these (no icon
 * font, no request). Always decorative — Lucide hides an icon from assistive technologies
 * unless it is given a name — so the control around it carries the name.
 */
import {
  ArrowLeftRight,
  Bell,
  Building,
  CalendarDays,
  CircleCheckBig,
  ClipboardList,
  CloudUpload,
  Ellipsis,
  FileSignature,
  FileText,
  Hourglass,
  History,
  House,
  LogOut,
  Menu,
  MessageCircle,
  Receipt,
  Search,
  Settings,
  UserRound,
  Users,
  UsersRound,
  WifiOff,
  X,
  type LucideIcon,
} from 'lucide-react';
import type { IconName } from './menu-items.ts';

export type { LucideIcon };

export {
  Bell as BellIcon,
  CloudUpload as WaitingIcon,
  Ellipsis as MoreIcon,
  LogOut as LogoutIcon,
  WifiOff as OfflineIcon,
  X as CloseIcon,
};

/** The menu button's icon: three lines, a cross once the menu is open. */
export function MenuIcon({ open }: { open: boolean }) {
  const Icon = open ? X : Menu;
  return <Icon className="icon" />;
}

const SCREEN_ICONS: Record<IconName, LucideIcon> = {
  home: House,
  users: Users,
  institutions: Building,
  missions: ClipboardList,
  approvals: CircleCheckBig,
  hours: Hourglass,
  journal: History,
  'open-missions': Search,
  schedules: CalendarDays,
  teams: UsersRound,
  payslips: FileText,
  messages: MessageCircle,
  notifications: Bell,
  exchanges: ArrowLeftRight,
  profile: UserRound,
  billing: Receipt,
  settings: Settings,
  contracts: FileSignature,
};

/** A screen's icon in the menus (menu-items.ts names it). */
export function ScreenIcon({ name, className = 'icon' }: { name: IconName; className?: string }) {
  const Icon = SCREEN_ICONS[name];
  return <Icon className={className} />;
}
