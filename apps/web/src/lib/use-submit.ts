import { useMutation } from '@tanstack/react-query';
import { showFailure } from './show-failure';

/**
 * A form's submit (the sign-in screens and the admin forms): sends the form (`pending` meanwhile, for its button), then runs `then` with the
 * answer. A failure of either shows the Oops! dialog (show-failure.ts), with `generic` when there is no server message.
 */
export function useSubmit<V, R>(send: (values: V) => Promise<R>, then?: (answer: R) => unknown, generic?: string) {
  const mutation = useMutation({ mutationFn: send });
  const submit = async (values: V) => {
    try {
      const answer = await mutation.mutateAsync(values);
      await then?.(answer);
    } catch (err) {
      await showFailure(err, generic);
    }
  };
  return { submit, pending: mutation.isPending };
}
