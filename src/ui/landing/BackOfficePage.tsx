import { AuthoringScreen } from '../authoring/AuthoringScreen';

/** Back-office builders and previews (content creators and super admins): dispatched by path in src/ui/authoring. */
export default function BackOfficePage() {
  return <AuthoringScreen />;
}
