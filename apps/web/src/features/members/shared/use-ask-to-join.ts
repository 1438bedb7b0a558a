import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { pathTo } from '../../../lib/routes/paths';
import { signupModal } from '../../signup/signup-modal-store';

/**
 * Where a visitor tries what only members may do (like, chat, block, report, locked photos): the signup
 * modal where the layout has one, else the signup page.
 */
export function useAskToJoin(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    if (signupModal.hasHost()) signupModal.open();
    else navigate(pathTo('signup'));
  }, [navigate]);
}
