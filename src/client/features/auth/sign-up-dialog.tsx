import { Dialog } from '../../ui';
import { APP_NAME } from './constants';
import { useSchools } from './queries';
import { SignUpForm } from './sign-up-form';

export interface SignUpDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Create your MedGrid account': 550 × 720 px on desktop, a full-screen sheet on mobile. */
export function SignUpDialog({ open, onOpenChange }: SignUpDialogProps) {
  const schools = useSchools();
  const loadState = schools.isPending ? 'loading' : schools.isError ? 'error' : 'ready';
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Create your ${APP_NAME} account`}
      width={550}
      height={720}
      mobileSheet
      dismissOnOutsideClick={false}
    >
      <SignUpForm
        schools={schools.data ?? []}
        schoolsState={loadState}
        onRetrySchools={() => void schools.refetch()}
      />
    </Dialog>
  );
}
