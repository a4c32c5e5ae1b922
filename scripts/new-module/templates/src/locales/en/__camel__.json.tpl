{
  "add": "Add",
  "addTitle": "New record",
  "editTitle": "Edit record",
  "editNamed": "Edit {{name}}",
  "deleteNamed": "Delete {{name}}",
  "deleteSelected": "Delete selected",
  "confirmDelete": "Delete {{name}}? This cannot be undone.",
  "confirmDeleteSelected_one": "Delete {{count, number}} record? This cannot be undone.",
  "confirmDeleteSelected_other": "Delete {{count, number}} records? This cannot be undone.",
  "deleted": "Deleted.",
  "bulkLabel": "Actions on the selected records",
  "empty": "Nothing here yet.",
  "noMatch": "Nothing matches this view.",
  "noEditRight": "You may look at these records, not change them.",
  "details": "Details",
  "backToList": "Back to the list",
  "notFound": "Record not found",
  "notFoundText": "There is no record {{key}}.",
  "fields": {
    "__camel__Id": "Number",
    "name": "Name",
    "status": "Status",
    "updatedAt": "Last changed"
  },
  "statuses": {
    "active": "Active",
    "inactive": "Inactive"
  }
}
