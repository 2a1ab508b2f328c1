import { Typography } from "@mui/material";
import { useGetResourceLabel, useResourceContext } from "react-admin";

/**
 * A list page's level-1 heading: the resource's plural name, as the menu names it. react-admin
 * puts the title in the app bar, which is no heading, so a screen reader's list of headings
 * would start nowhere.
 */
export const ListHeading = () => {
  const resource = useResourceContext();
  const resourceLabel = useGetResourceLabel();
  if (!resource) return null;
  return (
    <Typography variant="h5" component="h1" sx={{ mt: 2, mb: 1 }}>
      {resourceLabel(resource, 2)}
    </Typography>
  );
};
