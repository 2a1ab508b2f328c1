import ShoppingCartIcon from "@mui/icons-material/ShoppingCart";
import { Button, Chip, Stack, Typography } from "@mui/material";
import { isLicencePack } from "@orbis/core/admin";
import type { AdminLicence } from "@orbis/core/contract";
import {
  Datagrid,
  DateField,
  FilterButton,
  List,
  SelectInput,
  TextField,
  TopToolbar,
  useGetList,
  useRecordContext,
  useTranslate,
} from "react-admin";
import { ListHeading } from "../../ListHeading";
import { BUY_LICENCES_PATH } from "../students/DeliverLicencesButton";

const L = "resources.licences";
const STATE_COLOURS = { available: "success", delivered: "info", expired: "default" } as const;

const filters = [
  <SelectInput
    key="state"
    source="state"
    alwaysOn
    choices={(["available", "delivered", "expired"] as const).map((id) => ({
      id,
      name: `${L}.states.${id}`,
    }))}
  />,
  <SelectInput
    key="durationMonths"
    source="durationMonths"
    alwaysOn
    choices={[1, 2, 3].map((id) => ({ id, name: `${L}.months` }))}
    optionText={(choice: { id: number }) => <MonthsText months={choice.id} />}
  />,
];

const MonthsText = ({ months }: { months: number }) => {
  const translate = useTranslate();
  return <>{translate(`${L}.months`, { smart_count: months })}</>;
};

/** The licence's state as a coloured chip. */
const StateChip = (_props: { source: "state"; label?: string }) => {
  const licence = useRecordContext<AdminLicence>();
  const translate = useTranslate();
  if (!licence) return null;
  return (
    <Chip
      size="small"
      color={STATE_COLOURS[licence.state]}
      label={translate(`${L}.states.${licence.state}`)}
    />
  );
};

/** The product in the admin's language: its duration, and whether it came in a pack of 10. */
const ProductName = (_props: { source: "productCode"; label?: string; sortable?: boolean }) => {
  const licence = useRecordContext<AdminLicence>();
  const translate = useTranslate();
  if (!licence) return null;
  const pack = isLicencePack(licence.productCode) ? "bulk" : "single";
  return <>{translate(`${L}.product.${pack}`, { smart_count: licence.durationMonths })}</>;
};

/** The duration in months, in words. */
const Duration = (_props: { source: "durationMonths"; label?: string }) => {
  const licence = useRecordContext<AdminLicence>();
  return licence ? <MonthsText months={licence.durationMonths} /> : null;
};

/**
 * The count of unused licences, whatever the list's filters, and the way to buy more: what an
 * instructor looks for before delivering.
 */
const AvailableLicences = () => {
  const translate = useTranslate();
  const { total, isPending } = useGetList("licences", {
    filter: { state: "available" },
    pagination: { page: 1, perPage: 1 },
    sort: { field: "purchasedAt", order: "DESC" },
  });
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: "center", p: 2 }}>
      <Typography variant="h5" component="p" role="status" aria-busy={isPending}>
        {isPending ? "…" : translate(`${L}.available`, { smart_count: total ?? 0 })}
      </Typography>
      <Button variant="contained" startIcon={<ShoppingCartIcon />} href={BUY_LICENCES_PATH}>
        {translate(`${L}.buy`)}
      </Button>
    </Stack>
  );
};

const LicenceListActions = () => (
  <TopToolbar>
    <FilterButton />
  </TopToolbar>
);

/** The caller's licences by state and duration, soonest expiry first. */
export const LicenceList = () => (
  <>
    <ListHeading />
    <AvailableLicences />
    <List
      filters={filters}
      actions={<LicenceListActions />}
      sort={{ field: "expiresAt", order: "ASC" }}
      // Before the first purchase: the list with its "Buy licences" action, not an empty page.
      empty={false}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <ProductName source="productCode" label={`${L}.fields.productCode`} sortable={false} />
        <Duration source="durationMonths" label={`${L}.fields.durationMonths`} />
        <StateChip source="state" label={`${L}.fields.state`} />
        <TextField source="studentAlias" sortable={false} emptyText="–" />
        <DateField source="purchasedAt" />
        <DateField source="deliveredAt" emptyText="–" />
        <DateField source="expiresAt" emptyText="–" />
      </Datagrid>
    </List>
  </>
);
