import { useEffect, useState } from 'react';
import { Button, Group, LoadingOverlay, Modal, Stack, TextInput } from '@mantine/core';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { counterTexts } from '@shop/contracts/counter-texts';
import { PageContainer } from '../../components/page-container';
import { alertDialog } from '../../lib/dialogs';
import { showFailure } from '../../lib/show-failure';
import { paths } from '../../app/paths';
import { getReceipt } from '../checkout/api/get-receipt';
import { sendReceipt } from './api/receipts';

/** What /order/receipt receives (back office 2.9): the file, the order and the guest's e-mail. */
export interface ReceiptState {
  reportFilename: string;
  orderid: string;
  email: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const isReceiptState = (s: unknown): s is ReceiptState => typeof s === 'object' && s !== null && typeof (s as ReceiptState).reportFilename === 'string';

/** /order/receipt: the receipt in a 600x500 frame, Email (asking for an address when the guest's is missing) and Back. */
export default function ReceiptPage() {
  const state: unknown = useLocation().state;
  const navigate = useNavigate();
  const [url, setUrl] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const file = isReceiptState(state) ? state.reportFilename : null;

  useEffect(() => {
    if (!file) return;
    let made: string | null = null;
    getReceipt(file).then((blob) => setUrl((made = URL.createObjectURL(blob))), showFailure);
    return () => {
      if (made) URL.revokeObjectURL(made);
    };
  }, [file]);
  if (!isReceiptState(state)) return <Navigate to={paths.staffHome} replace />;

  const send = async (to?: string) => {
    setSending(true);
    try {
      await sendReceipt({ orderid: state.orderid, filename: state.reportFilename, ...(to ? { email: to } : {}) });
      setAsking(false);
      await alertDialog({ title: 'Success!', message: counterTexts.emailSent, button: 'OK' });
    } catch (err) {
      await showFailure(err);
    } finally {
      setSending(false);
    }
  };
  const emailClick = () => (state.email && state.email !== 'NA' && EMAIL.test(state.email) ? void send() : setAsking(true));
  const submit = () => {
    const e = !email.trim() ? counterTexts.emailRequired : !EMAIL.test(email.trim()) ? counterTexts.emailInvalid : null;
    setError(e);
    if (!e) void send(email.trim());
  };

  return (
    <PageContainer title="Receipt" size="md">
      <Stack gap="md" pos="relative">
        <LoadingOverlay visible={sending} loaderProps={{ children: counterTexts.sending }} />
        <iframe title="Receipt" src={url ?? undefined} width={600} height={500} style={{ maxWidth: '100%', border: '1px solid var(--mantine-color-gray-3)' }} />
        <Group>
          <Button onClick={emailClick}>Email</Button>
          <Button variant="default" onClick={() => navigate(-1)}>Back</Button>
        </Group>
      </Stack>
      <Modal opened={asking} onClose={() => setAsking(false)} title="Enter Email Address" centered>
        <TextInput label="Email" value={email} error={error} onFocus={() => setError(null)} onChange={(e) => setEmail(e.currentTarget.value)} />
        <Group justify="flex-end" mt="md">
          <Button onClick={submit}>Send</Button>
        </Group>
      </Modal>
    </PageContainer>
  );
}
