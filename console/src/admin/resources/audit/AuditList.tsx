import type { AdminAudit } from "@orbis/core/contract";
import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  SelectInput,
  TextField,
  useTranslate,
} from "react-admin";
import { ListHeading } from "../../ListHeading";
import { AuditChangesField } from "./AuditChangesField";

/** The resources the admin API writes, and so the audit may name. */
const RESOURCES = ["groups", "students", "licences", "instructors", "submissions"] as const;
const ACTIONS = ["create", "update", "delete"] as const;

const resourceChoices = RESOURCES.map((id) => ({ id, name: `resources.${id}.name` }));
const actionChoices = ACTIONS.map((id) => ({ id, name: `resources.audit.action.${id}` }));

const filters = [
  <SelectInput key="resource" source="resource" choices={resourceChoices} alwaysOn />,
  <SelectInput key="action" source="action" choices={actionChoices} alwaysOn />,
];

/** Every write made through the admin API, newest first: when, what, and what changed. */
export const AuditList = () => {
  const translate = useTranslate();
  return (
    <>
      <ListHeading />
      <List filters={filters} sort={{ field: "at", order: "DESC" }}>
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <DateField source="at" showTime />
          <FunctionField<AdminAudit>
            source="resource"
            render={(entry) => translate(`resources.${entry.resource}.name`, { smart_count: 1 })}
          />
          <TextField source="recordId" sortable={false} />
          <FunctionField<AdminAudit>
            source="action"
            render={(entry) => translate(`resources.audit.action.${entry.action}`)}
          />
          <AuditChangesField source="changes" />
        </Datagrid>
      </List>
    </>
  );
};
