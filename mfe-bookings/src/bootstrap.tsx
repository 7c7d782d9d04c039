import { mountStandalone } from '@podcast/web-kit/admin';
import BookingsPage from './bookings-page';

mountStandalone([{ path: '/admin/bookings', Component: BookingsPage }]);
