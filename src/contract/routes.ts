/**
 * The request and response schemas of every call of `ROUTE_TABLE`, attached by name: together
 * they are the one contract of the API. A call missing here, or a schema attached to a call
 * that does not exist, fails the typecheck.
 */
import type { z } from 'zod';
import {
  LoginBody,
  LoginResponse,
  SignedIn,
  TwoFactorCodeBody,
  TwoFactorEnabled,
  TwoFactorSetup,
  TwoFactorStatus,
  TwoFactorVerifyBody,
  PasswordChangeBody,
  PasswordChangeResponse,
  PasswordResetBody,
  PasswordResetLink,
  PasswordResetRequestBody,
  PhotoBytes,
  PhotoQuery,
  ProfileBody,
  RegisterBody,
  RegisterResponse,
  User,
  UserSettingsBody,
} from './auth.ts';
import {
  AccountExport,
  CredentialDocument,
  CredentialDocumentList,
  DeleteAccountBody,
  DocumentBytes,
  DocumentDecisionBody,
} from './credentials.ts';
import { BillingMonthList, BillingMonthParams, BillingQuery, CsvText } from './billing.ts';
import {
  CalendarFeed,
  CalendarFileParams,
  CalendarLink,
  CalendarLinkCreated,
  NoContent,
} from './calendar.ts';
import { AuditList, AuditQuery } from './audit.ts';
import { IdParams, Message } from './common.ts';
import { CompanySettings, CompanySettingsBody } from './settings.ts';
import {
  Invoice,
  InvoiceList,
  InvoicePdfBytes,
  InvoiceXmlText,
  IssueQuery,
  IssueResult,
  PaidBody,
  PendingInvoiceList,
  PendingQuery,
} from './invoices.ts';
import {
  AdminRatingList,
  InstitutionBrief,
  InstitutionBriefBody,
  InstitutionStats,
  MissionBrief,
  MissionBriefBody,
  MissionRatingState,
  MyMissionRating,
  MyRating,
  PlatformStats,
  RatingBody,
  RatingsQuery,
  StatsQuery,
} from './after-mission.ts';
import {
  AdminDashboard,
  DashboardStats,
  DashboardUrgent,
  InstitutionDashboard,
} from './dashboard.ts';
import { CreateExchangeBody, ExchangeList, ExchangeResponse, RespondQuery } from './exchanges.ts';
import { Institution, InstitutionList, InstitutionUpdateBody } from './institutions.ts';
import {
  InvitationAcceptBody,
  MemberInvitation,
  MemberInviteBody,
  MemberList,
  MemberParams,
} from './members.ts';
import {
  ChatMessage,
  ConversationList,
  ConversationReadResponse,
  OtherUserParams,
  SendMessageBody,
} from './messages.ts';
import {
  ActualsBody,
  ApproveBody,
  ContestBody,
  CreatePrestationBody,
  CreatePrestationResponse,
  MissionListQuery,
  PageQuery,
  Prestation,
  PrestationList,
  SignalBody,
  SignalHeaders,
  ValidationListQuery,
} from './missions.ts';
import {
  ClearNotificationsResponse,
  MarkAllReadResponse,
  Notification,
  NotificationList,
  UnreadCount,
} from './notifications.ts';
import { Payslip, PayslipGenerated, PayslipGenerateQuery, PayslipList } from './payslips.ts';
import {
  PushPublicKey,
  PushSubscribeResponse,
  PushSubscriptionBody,
  PushUnsubscribeBody,
  PushUnsubscribeResponse,
} from './push.ts';
import { Schedule, ScheduleCreateBody, ScheduleList } from './schedules.ts';
import { AppConfig, Health } from './service.ts';
import { CandidateList, OpenMissionList } from './staffing.ts';
import {
  BatchBody,
  BatchResponse,
  BlockBody,
  BlockedList,
  FavoriteList,
  PoolParams,
  PublishBody,
} from './pool.ts';
import { SyncBody, SyncMissionsQuery, SyncMissionsResponse, SyncResponse } from './sync.ts';
import { CreateTeamBody, TeamList, TeamResponse, UpdateTeamBody } from './teams.ts';
import { Directory, UserDecisionResponse, UserList, UserListQuery } from './users.ts';
import {
  Contract,
  ContractList,
  ContractListQuery,
  ContractPdfParams,
  PdfBytes,
  SignContractBody,
} from './contracts.ts';
import { ROUTE_TABLE, type RouteInfo, type RouteName } from './route-table.ts';
import { BankBody } from './bank.ts';
import { Payout, PayoutCreateBody, PayoutList, SepaXml } from './payouts.ts';

export type SuccessStatus = 200 | 201 | 202 | 204;

export interface RouteSchemas {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly headers?: z.ZodType;
  /** The one success answer (its status and shape); every error answers `ErrorBody`. */
  readonly response: { readonly status: SuccessStatus; readonly schema: z.ZodType };
  /** The media type of the success answer when it is not JSON. */
  readonly produces?: string;
}

const ok = <S extends z.ZodType>(schema: S) => ({ status: 200 as const, schema });
const created = <S extends z.ZodType>(schema: S) => ({ status: 201 as const, schema });
const accepted = <S extends z.ZodType>(schema: S) => ({ status: 202 as const, schema });
/** No body: the handler sends the 204 itself. */
const noContent = { status: 204 as const, schema: NoContent };

const signal = {
  params: IdParams,
  headers: SignalHeaders,
  body: SignalBody,
  response: ok(Prestation),
} as const;
const billingAccess = { query: BillingQuery } as const;

export const ROUTE_SCHEMAS = {
  health: { response: ok(Health) },
  appConfig: { response: ok(AppConfig) },

  register: { body: RegisterBody, response: created(RegisterResponse) },
  login: { body: LoginBody, response: ok(LoginResponse) },
  me: { response: ok(User) },
  logout: { response: ok(Message) },
  // ——— Two-factor sign-in ———
  twoFactorStatus: { response: ok(TwoFactorStatus) },
  setupTwoFactor: { response: ok(TwoFactorSetup) },
  enableTwoFactor: { body: TwoFactorCodeBody, response: ok(TwoFactorEnabled) },
  verifyTwoFactor: { body: TwoFactorVerifyBody, response: ok(SignedIn) },
  disableTwoFactor: { body: TwoFactorCodeBody, response: ok(Message) },
  listUsers: { query: UserListQuery, response: ok(UserList) },
  directory: { response: ok(Directory) },
  updateMySettings: { body: UserSettingsBody, response: ok(User) },
  approveUser: { params: IdParams, response: ok(UserDecisionResponse) },
  rejectUser: { params: IdParams, response: ok(UserDecisionResponse) },
  updateMe: { body: ProfileBody, response: ok(User) },
  changePassword: { body: PasswordChangeBody, response: ok(PasswordChangeResponse) },
  // The body is the image itself (image/jpeg, image/png or image/webp), read by the users
  // module's own content-type parser: no JSON schema to validate.
  uploadMyPhoto: { response: ok(User) },
  deleteMyPhoto: { response: ok(User) },
  userPhoto: {
    params: IdParams,
    query: PhotoQuery,
    response: ok(PhotoBytes),
    produces: 'image/webp',
  },
  createMyCalendar: { response: created(CalendarLinkCreated) },
  myCalendar: { response: ok(CalendarLink) },
  deleteMyCalendar: { response: noContent },
  calendarFeed: {
    params: CalendarFileParams,
    response: ok(CalendarFeed),
    produces: 'text/calendar',
  },
  verifyRpps: { params: IdParams, response: ok(User) },
  // multipart/form-data (`kind`, `expires_on`, `file`), read by the credentials module: its
  // text fields are checked with `DocumentUploadFields`, the file from its first bytes.
  uploadMyDocument: { response: created(CredentialDocument) },
  userDocuments: { params: IdParams, response: ok(CredentialDocumentList) },
  documentFile: {
    params: IdParams,
    response: ok(DocumentBytes),
    produces: 'application/pdf',
  },
  verifyDocument: {
    params: IdParams,
    body: DocumentDecisionBody,
    response: ok(CredentialDocument),
  },
  deleteMyDocument: { params: IdParams, response: noContent },
  exportMe: { response: ok(AccountExport) },
  deleteMe: { body: DeleteAccountBody, response: noContent },
  requestPasswordReset: { body: PasswordResetRequestBody, response: accepted(Message) },
  createPasswordResetLink: { params: IdParams, response: created(PasswordResetLink) },
  resetPassword: { body: PasswordResetBody, response: ok(Message) },
  acceptInvitation: { body: InvitationAcceptBody, response: ok(SignedIn) },

  listMissions: { query: MissionListQuery, response: ok(PrestationList) },
  myMissions: { query: PageQuery, response: ok(PrestationList) },
  pendingMissions: { query: PageQuery, response: ok(PrestationList) },
  institutionMissions: { query: MissionListQuery, response: ok(PrestationList) },
  getMission: { params: IdParams, response: ok(Prestation) },
  createMission: { body: CreatePrestationBody, response: created(CreatePrestationResponse) },
  createMissionsBatch: { body: BatchBody, response: created(BatchResponse) },
  approveMission: { params: IdParams, body: ApproveBody, response: ok(Prestation) },
  acceptMission: signal,
  startMission: signal,
  endMission: signal,
  cancelMission: { params: IdParams, response: ok(Prestation) },
  correctActuals: { params: IdParams, body: ActualsBody, response: ok(Prestation) },
  missionCandidates: { params: IdParams, response: ok(CandidateList) },
  publishMission: { params: IdParams, body: PublishBody, response: ok(Prestation) },
  openMissions: { response: ok(OpenMissionList) },
  claimMission: { params: IdParams, response: ok(Prestation) },
  withdrawMission: { params: IdParams, response: ok(Prestation) },
  validateMission: { params: IdParams, response: ok(Prestation) },
  contestMission: { params: IdParams, body: ContestBody, response: ok(Prestation) },
  missionsToValidate: { query: ValidationListQuery, response: ok(PrestationList) },
  syncActions: { body: SyncBody, response: ok(SyncResponse) },
  syncMissions: { query: SyncMissionsQuery, response: ok(SyncMissionsResponse) },

  dashboardStats: { response: ok(DashboardStats) },
  adminDashboard: { response: ok(AdminDashboard) },
  institutionDashboard: { response: ok(InstitutionDashboard) },
  dashboardUrgent: { response: ok(DashboardUrgent) },

  listExchanges: { response: ok(ExchangeList) },
  proposeExchange: { body: CreateExchangeBody, response: created(ExchangeResponse) },
  respondExchange: { params: IdParams, query: RespondQuery, response: ok(ExchangeResponse) },

  conversations: { response: ok(ConversationList) },
  sendMessage: { body: SendMessageBody, response: created(ChatMessage) },
  readConversation: { params: OtherUserParams, response: ok(ConversationReadResponse) },

  listNotifications: { response: ok(NotificationList) },
  unreadCount: { response: ok(UnreadCount) },
  markNotificationRead: { params: IdParams, response: ok(Notification) },
  markAllNotificationsRead: { response: ok(MarkAllReadResponse) },
  clearReadNotifications: { response: ok(ClearNotificationsResponse) },
  pushPublicKey: { response: ok(PushPublicKey) },
  subscribePush: { body: PushSubscriptionBody, response: created(PushSubscribeResponse) },
  unsubscribePush: { body: PushUnsubscribeBody, response: ok(PushUnsubscribeResponse) },

  listTeams: { response: ok(TeamList) },
  createTeam: { body: CreateTeamBody, response: created(TeamResponse) },
  updateTeam: { params: IdParams, body: UpdateTeamBody, response: ok(TeamResponse) },
  deleteTeam: { params: IdParams, response: ok(Message) },

  listInstitutions: { response: ok(InstitutionList) },
  myInstitution: { response: ok(Institution) },
  updateInstitution: { params: IdParams, body: InstitutionUpdateBody, response: ok(Institution) },
  inviteMember: { params: IdParams, body: MemberInviteBody, response: created(MemberInvitation) },
  listMembers: { params: IdParams, response: ok(MemberList) },
  removeMember: { params: MemberParams, response: noContent },

  listSchedules: { response: ok(ScheduleList) },
  createSchedule: { body: ScheduleCreateBody, response: created(Schedule) },
  updateSchedule: { params: IdParams, body: ScheduleCreateBody, response: ok(Schedule) },
  deleteSchedule: { params: IdParams, response: noContent },

  listPayslips: { response: ok(PayslipList) },
  getPayslip: { params: IdParams, response: ok(Payslip) },
  generatePayslip: { query: PayslipGenerateQuery, response: created(PayslipGenerated) },
  billingMonths: { ...billingAccess, response: ok(BillingMonthList) },
  billingMonthCsv: {
    ...billingAccess,
    params: BillingMonthParams,
    response: ok(CsvText),
    produces: 'text/csv',
  },
  getCompanySettings: { response: ok(CompanySettings) },
  putCompanySettings: { body: CompanySettingsBody, response: ok(CompanySettings) },
  listAudit: { query: AuditQuery, response: ok(AuditList) },

  updateMyBank: { body: BankBody, response: ok(User) },
  listPayouts: { response: ok(PayoutList) },
  createPayout: { body: PayoutCreateBody, response: created(Payout) },
  payoutSepaFile: { params: IdParams, response: ok(SepaXml), produces: 'application/xml' },
  markPayoutSent: { params: IdParams, response: ok(Payout) },

  issueInvoices: { query: IssueQuery, response: ok(IssueResult) },
  listInvoices: { response: ok(InvoiceList) },
  pendingInvoices: { query: PendingQuery, response: ok(PendingInvoiceList) },
  getInvoice: { params: IdParams, response: ok(Invoice) },
  invoicePdf: { params: IdParams, response: ok(InvoicePdfBytes), produces: 'application/pdf' },
  invoiceXml: { params: IdParams, response: ok(InvoiceXmlText), produces: 'application/xml' },
  markInvoicePaid: { params: IdParams, body: PaidBody, response: ok(Invoice) },

  getContract: { params: IdParams, response: ok(Contract) },
  signContract: { params: IdParams, body: SignContractBody, response: ok(Contract) },
  listContracts: { query: ContractListQuery, response: ok(ContractList) },
  contractPdf: { params: ContractPdfParams, response: ok(PdfBytes), produces: 'application/pdf' },
  listFavorites: { params: IdParams, response: ok(FavoriteList) },
  addFavorite: { params: PoolParams, response: noContent },
  removeFavorite: { params: PoolParams, response: noContent },
  listBlocked: { params: IdParams, response: ok(BlockedList) },
  blockProfessional: { params: PoolParams, body: BlockBody, response: noContent },
  unblockProfessional: { params: PoolParams, response: noContent },

  rateMission: { params: IdParams, body: RatingBody, response: ok(MyMissionRating) },
  missionRating: { params: IdParams, response: ok(MissionRatingState) },
  myRating: { response: ok(MyRating) },
  listRatings: { query: RatingsQuery, response: ok(AdminRatingList) },
  missionBrief: { params: IdParams, response: ok(MissionBrief) },
  updateMissionBrief: { params: IdParams, body: MissionBriefBody, response: ok(MissionBrief) },
  institutionBrief: { params: IdParams, response: ok(InstitutionBrief) },
  updateInstitutionBrief: {
    params: IdParams,
    body: InstitutionBriefBody,
    response: ok(InstitutionBrief),
  },
  institutionStats: { params: IdParams, query: StatsQuery, response: ok(InstitutionStats) },
  platformStats: { query: StatsQuery, response: ok(PlatformStats) },
} as const satisfies { readonly [K in RouteName]: RouteSchemas };

export type RouteOf<K extends RouteName> = (typeof ROUTE_TABLE)[K] & (typeof ROUTE_SCHEMAS)[K];
export type Route = RouteInfo & RouteSchemas;

/** One call of the contract: its table entry and its schemas. */
export function routeOf<K extends RouteName>(name: K): RouteOf<K> {
  return { ...ROUTE_TABLE[name], ...ROUTE_SCHEMAS[name] } as RouteOf<K>;
}

type Field<R, F extends string> = R extends { readonly [P in F]: infer S extends z.ZodType }
  ? S
  : undefined;
type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a client sends for a call (schemas' input types) and what it gets back. */
export type ParamsIn<K extends RouteName> = InputOf<Field<RouteOf<K>, 'params'>>;
export type QueryIn<K extends RouteName> = InputOf<Field<RouteOf<K>, 'query'>>;
export type BodyIn<K extends RouteName> = InputOf<Field<RouteOf<K>, 'body'>>;
export type ResponseOf<K extends RouteName> = z.output<RouteOf<K>['response']['schema']>;

/** What a handler receives once the server validated the input (schemas' output types). */
export type ParamsOut<K extends RouteName> = OutputOf<Field<RouteOf<K>, 'params'>>;
export type QueryOut<K extends RouteName> = OutputOf<Field<RouteOf<K>, 'query'>>;
export type BodyOut<K extends RouteName> = OutputOf<Field<RouteOf<K>, 'body'>>;
export type HeadersOut<K extends RouteName> = OutputOf<Field<RouteOf<K>, 'headers'>>;

export { ROUTE_TABLE, ROUTE_NAMES, pathOf } from './route-table.ts';
export type { RouteName } from './route-table.ts';
