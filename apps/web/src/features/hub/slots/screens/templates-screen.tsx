import type { HubSlotTemplate } from '@makers-pantry/domain/hub-slots';
import { useState } from 'react';
import { hubPaths } from '../../shell/hub-paths';
import { Badge } from '../../ui/badge';
import { HubPage } from '../../ui/hub-page';
import { HubTable, type HubColumn } from '../../ui/hub-table';
import { useSlotTemplates } from '../api/slots';
import { TemplateModal } from '../components/template-modal';
import { termsColumns } from '../slot-columns';

/** #/hub/slots/templates: the week's slot templates, from which the slot job makes each day's. */
export function TemplatesScreen() {
  const templates = useSlotTemplates();
  const [editing, setEditing] = useState<HubSlotTemplate | null>(null);
  const columns = templateColumns(setEditing);
  return (
    <HubPage
      title="The week's slot templates"
      up={{ to: hubPaths.slots(), label: 'Delivery slots' }}
      start={{ to: hubPaths.newSlotTemplate, label: 'New template' }}
    >
      <HubTable
        label="Slot templates"
        columns={columns}
        rows={templates.data?.templates}
        query={templates}
        empty="No templates: no slots will be made."
      />
      {editing && <TemplateModal template={editing} onClose={() => setEditing(null)} />}
    </HubPage>
  );
}

function templateColumns(
  onEdit: (template: HubSlotTemplate) => void,
): HubColumn<HubSlotTemplate>[] {
  return [
    { key: 'day', header: 'Day', cell: (template) => <strong>{template.weekdayName}</strong> },
    { key: 'kind', header: 'Kind', cell: (template) => template.kindName },
    { key: 'window', header: 'Window', cell: (template) => `${template.start} to ${template.end}` },
    { key: 'capacity', header: 'Orders', numeric: true, cell: (template) => template.capacity },
    { key: 'cutoff', header: 'Cut-off', cell: (template) => template.cutoffText },
    ...termsColumns<HubSlotTemplate>('Fee'),
    {
      key: 'state',
      header: 'State',
      cell: (template) =>
        template.isActive ? (
          <Badge tone="success">In use</Badge>
        ) : (
          <Badge tone="neutral">Off</Badge>
        ),
    },
    {
      key: 'edit',
      header: 'Edit',
      cell: (template) => (
        <button
          type="button"
          className="button button-secondary"
          aria-label={`Edit ${template.weekdayName} ${template.start} to ${template.end}`}
          onClick={() => onEdit(template)}
        >
          Edit
        </button>
      ),
    },
  ];
}
