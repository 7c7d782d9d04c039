import { mountStandalone } from '@podcast/web-kit/admin';
import AutomationPage from './automation-page';

mountStandalone([{ path: '/admin/automation', Component: AutomationPage }]);
