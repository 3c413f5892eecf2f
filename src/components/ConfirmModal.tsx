import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { Modal, type ModalActions } from './Modal';

interface ConfirmModalProps extends Omit<ModalActions, 'confirmLabel' | 'form' | 'cancel'> {
  title: string;
  children: ReactNode;
  confirmLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A small dialog asking to confirm one action (Confirm by default). */
export function ConfirmModal({ title, children, confirmLabel, onCancel, ...actions }: ConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      title={title}
      onClose={onCancel}
      size="sm"
      actions={{ ...actions, confirmLabel: confirmLabel ?? t('common.confirm') }}
    >
      {children}
    </Modal>
  );
}
