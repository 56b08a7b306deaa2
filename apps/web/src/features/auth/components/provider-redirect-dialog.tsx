import { Dialog } from '@app/ui/dialog.tsx';
import { ProviderRedirectNotice } from './provider-redirect-notice.tsx';

/** The provider redirect on its own, for /?redirect_to_sp=true&redirect_url=... */
const ProviderRedirectDialog = ({ url }: { url: string }) => (
  <Dialog open onOpenChange={() => undefined} title="Redirecting to the provider portal" isDismissible={false}>
    <ProviderRedirectNotice url={url} />
  </Dialog>
);

export default ProviderRedirectDialog;
