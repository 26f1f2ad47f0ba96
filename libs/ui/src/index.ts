export { cn } from './lib/cn';
export { useProgressiveCount } from './lib/progressive';
export { useDeferredData } from './lib/deferred-data';
export { SectionScope, usePortalContainer } from './lib/portal-container';
export { Button, buttonVariants, type ButtonProps } from './components/button';
export { ButtonLink } from './components/button-link';
export { Input, Textarea } from './components/input';
export { IconInput } from './components/icon-input';
export { Label } from './components/label';
export { Switch } from './components/switch';
export { Checkbox } from './components/checkbox';
export { FormField } from './components/form-field';
export { InputField, PendingButton, SubmitButton } from './components/form-controls';
export { FormSelect } from './components/form-select';
export { InlineAlert } from './components/inline-alert';
export { Card, CardHeader, CardTitle, CardDescription, CardContent, CardFooter } from './components/card';
export { Badge, badgeVariants } from './components/badge';
export { Skeleton, Spinner } from './components/skeleton';
export { LoadingRegion } from './components/loading-region';
export { ListEnd, type PagedList } from './components/list-end';
export { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './lib/use-debounced-value';
export { useOnline } from './lib/use-online';
export { Photo, photoPlaceholderOf, placeholderDataUrl, type PhotoProps } from './components/photo';
export { PHOTO_SIZES } from './lib/photo-sizes';
export { ScreenReaderWeekTable } from './components/week-table';
export { HiddenImageInput } from './components/image-input';
export { categoryLabel, cityState, distanceText, formatDistance, formatRating, priceRangeLabel, priceRangeName, telHref, websiteHref } from './lib/business-format';
export { coverOf } from './lib/card-cover';
export { petDate } from './lib/pet-date';
export { BusinessCard, BusinessCardActions, BusinessGrid, DIRECTORY_ANSWER_LIMIT, ResultCount, serviceCount } from './components/business-card';
export { PetCard, PetGrid } from './components/pet-card';
export { PetTypeBadge, ResolvedBadge, ApprovalBadge, PetCardPhoto, PawPlaceholder, PetThumbnail } from './components/pet-visuals';
export { CATEGORY_VISUALS, CategoryBadge, PremiumBadge, BusinessLogo, BusinessContactButtons } from './components/business-visuals';
export { Stars, RatingSummary, reviewCountLabel } from './components/rating';
export {
  Dialog,
  DialogTrigger,
  DialogClose,
  DialogContent,
  DialogHeader,
  DialogFooter,
  DialogFormFooter,
  DialogTitle,
  DialogDescription,
  Sheet,
  SheetTrigger,
  SheetClose,
  SheetContent,
  SheetTitle,
  SheetDescription,
} from './components/dialog';
export { ReasonDialog, ReportContentDialog, type ReasonDialogProps, type ReasonCheck } from './components/reason-dialog';
export { NativeSelect } from './components/native-select';
export { Select, SelectGroup, SelectValue, SelectTrigger, SelectContent, SelectItem, OptionsSelect } from './components/select';
export { Tabs, TabsList, TabsTrigger, TabsContent } from './components/tabs';
export { Accordion, AccordionItem, AccordionTrigger, AccordionContent } from './components/accordion';
export { TooltipProvider, Tooltip, TooltipTrigger, TooltipContent } from './components/tooltip';
export {
  DropdownMenu,
  DropdownMenuTrigger,
  DropdownMenuGroup,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  Popover,
  PopoverTrigger,
  PopoverContent,
} from './components/dropdown-menu';
export { Avatar, AvatarImage, AvatarFallback } from './components/avatar';
export { Separator } from './components/separator';
export { BrandMark } from './components/brand';
export { PageContainer, PageHeader, PageTitle, ComingSoonPanel } from './components/page';
export { TintedPage, HeadedCard } from './components/page-frames';
export { ServicesPageTop, LostFoundPageTop, BusinessPageTop, BusinessPageSkeleton, TextCard, PetPagePhoto, PetPageSkeleton, PetPageTop, PetPageLayout, PetPageHead, PET_CONTACT_BUTTON } from './components/section-tops';
export { firstScreenOf } from './lib/first-screen';
export { Toaster } from './components/toaster';
export { LazyToaster } from './components/lazy-toaster';
export { toast, useToast, useToastStore, TOAST_LIMIT, TOAST_DURATION_MS, type ToastInput, type ToastVariant } from './components/toast-store';
export { ShareButtons, shareLinks } from './components/share-buttons';
export { PhoneFilters, ActiveFilterChips, type ActiveFilterChip } from './components/phone-filters';
export { IconCardHeader } from './components/icon-card-header';
export { ChoiceCard } from './components/choice-card';
export { LinkCard } from './components/link-card';
export { LazyFormDialog, FormDialog, DialogFormEnd, useFormDialog } from './components/form-dialog';
export { catalogLoader, englishIntl, languageOf, LocaleProvider, mergedCatalog, SectionMessages, uiCatalog, useIntl, useLocale, type CatalogLoader, type Messages } from './i18n';
