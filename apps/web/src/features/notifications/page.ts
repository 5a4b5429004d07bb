// The notifications screen, for its route module (app/routes/notifications.tsx); the header's bell is
// `./notification-bell.tsx`, so the shell never loads the screen.
export { NotificationsPage } from './components/notifications-page';
