import { mountStandalone } from '@podcast/web-kit/admin';
import EditingBoard from './editing-board';

mountStandalone([{ path: '/admin/editing', Component: EditingBoard }]);
