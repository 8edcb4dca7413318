import { useLocation } from 'react-router';
import { useRouteHandle } from '../../app/route-handle';
import { Status } from '@shop/contracts/status';
import { PageContainer } from '../../components/page-container';
import { ApiError } from '../../lib/api-error';
import { isWebAddress } from '../../lib/web-address';
import { useDocument } from './api/get-document';
import { DocumentHtml } from './components/document-html';
import { DocumentSkeleton } from './components/document-skeleton';
import { DocumentMissing } from './components/document-missing';
import { ExternalLinkCard } from './components/external-link-card';

/** A server-supplied page: by route (/faq, /Aboutus, ...) or, for /BannerPage, by the banner's document or address. */
export default function DocumentPage() {
  const handle = useRouteHandle();
  const state = useLocation().state as { document?: string; url?: string } | null;
  const name = handle?.document ?? state?.document ?? null;
  const url = name ? undefined : state?.url;
  const doc = useDocument(name);
  const title = doc.data?.title ?? handle?.title ?? (url ? 'Offer' : 'Page');

  let body;
  if (isWebAddress(url)) body = <ExternalLinkCard url={url} />;
  else if (!name) body = <DocumentMissing notFound />;
  else if (doc.isPending) body = <DocumentSkeleton />;
  else if (doc.isError) {
    const notFound = doc.error instanceof ApiError && doc.error.status === Status.NOT_FOUND;
    body = <DocumentMissing notFound={notFound} message={notFound ? undefined : doc.error.message} onRetry={() => void doc.refetch()} />;
  } else body = <DocumentHtml html={doc.data.html} title={title} />;

  return (
    <PageContainer title={title} size="md">
      {body}
    </PageContainer>
  );
}
