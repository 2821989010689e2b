import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { unit } from '../../i18n/locales/unit';
import { Navigate, useParams } from 'react-router-dom';
import { PageLoader } from '../../shell/PageLoader';
import { idParam } from '../common/lesson-path';
import { unitLandingPath } from './unit-sections';
import { UnitLayout, useUnitView } from './UnitLayout';

registerLocaleBundle(unit);

/** `/unit/:unitId`: goes on to the unit's opener (or overview, or first lesson); a locked unit shows the locked message. */
export default function UnitPage() {
  const unitId = idParam(useParams().unitId);
  return (
    <UnitLayout unitId={unitId}>
      <UnitLanding />
    </UnitLayout>
  );
}

function UnitLanding() {
  const unit = useUnitView();
  if (!unit) return <PageLoader />;
  return <Navigate to={unitLandingPath(unit)} replace />;
}
