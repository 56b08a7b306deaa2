import RequestPage from '../../features/provider-requests/pages/request-page.tsx';
import { RequestQuotePanel } from '../../features/quotes/components/request-quote-panel.tsx';

/** /requests/:id: the request (provider-requests) with its quote panel (quotes), put together here. */
const RequestRoute = () => <RequestPage renderQuotePanel={(request) => <RequestQuotePanel request={request} />} />;

export default RequestRoute;
