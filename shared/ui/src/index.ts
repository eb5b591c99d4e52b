export { PlaceholderPage, type PlaceholderPageProps } from './pages/PlaceholderPage';
export { RemoteErrorPage, type RemoteErrorPageProps } from './pages/RemoteErrorPage';
export { lazyPages, type LazyPageGroup } from './pages/lazy-pages';
export { ErrorBoundary, type ErrorBoundaryProps } from './error-boundary/ErrorBoundary';
export { SafeHtml, type SafeHtmlProps, type SafeHtmlTag } from './safe-html/SafeHtml';
export { sanitizeHtml } from './safe-html/sanitize-html';
export { PageTitle, type PageTitleProps } from './layout/PageTitle';
export { FullPageSpin, type FullPageSpinProps } from './layout/FullPageSpin';
export { PageLoading, PageLoadingArea, PageLoadingOutlet } from './layout/PageLoading';
export { Spinner, type SpinnerProps } from './layout/Spinner';
export { useMediaQuery, PHONE_SCREEN_QUERY } from './layout/use-media-query';
export {
  AttachmentsBox, type AttachedFile, type AttachmentsBoxProps, attachmentProblem, isPreviewable, contentTypeOf,
  DEFAULT_ATTACHMENT_LIMITS, type AttachmentLimits, uploadAttachment, deleteAttachment, deleteAttachments,
  ATTACHMENTS_TEXTS, ATTACHMENTS_NAMESPACE, withFileName,
} from './attachments';
export { PortalTabs } from './tabs/PortalTabs';
export { PortalSelect, DROPDOWN_MAX_HEIGHT, PART_TWO_DROPDOWN_MAX_HEIGHT, type PortalPanelHeight, type PortalSelectProps } from './select/PortalSelect';
export { SNACKBAR_DEFAULT_SECONDS } from './feedback/snackbar';
export { DECORATIVE_ICONS } from './theme/decorative-icons';
export { AutoDismissContext, HoldAutoDismiss } from './feedback/auto-dismiss';
export {
  AA_CONTRAST, relativeLuminance, contrastRatio, readableTextOn, accessibleTextColor, blendColors, darkerOf, parseHexColor,
} from './theme/contrast';
export { useEscapeAndReturnFocus } from './a11y/use-escape-and-return-focus';
export { useDialogFocus, type DialogFocusProps } from './a11y/use-dialog-focus';
export { MissingFieldsMessage, type MissingFieldsMessageProps } from './feedback/MissingFieldsMessage';
export { ErrorWithRetry, type ErrorWithRetryProps } from './feedback/ErrorWithRetry';
export { IconButton, type IconButtonProps } from './buttons/IconButton';
export { EmptyTableText } from './feedback/EmptyTableText';
export { ChartFrame, useChartDrawn, type ChartFrameProps, type ReadyPlot } from './charts/ChartFrame';
