{
  "add": "Toevoegen",
  "addTitle": "Nieuw record",
  "editTitle": "Record bewerken",
  "editNamed": "{{name}} bewerken",
  "deleteNamed": "{{name}} verwijderen",
  "deleteSelected": "Selectie verwijderen",
  "confirmDelete": "{{name}} verwijderen? Dit kan niet ongedaan worden gemaakt.",
  "confirmDeleteSelected_one": "{{count, number}} record verwijderen? Dit kan niet ongedaan worden gemaakt.",
  "confirmDeleteSelected_other": "{{count, number}} records verwijderen? Dit kan niet ongedaan worden gemaakt.",
  "deleted": "Verwijderd.",
  "bulkLabel": "Acties op de geselecteerde records",
  "empty": "Hier staat nog niets.",
  "noMatch": "Niets komt overeen met deze weergave.",
  "noEditRight": "U mag deze records bekijken, niet wijzigen.",
  "details": "Gegevens",
  "backToList": "Terug naar de lijst",
  "notFound": "Record niet gevonden",
  "notFoundText": "Er is geen record {{key}}.",
  "fields": {
    "__camel__Id": "Nummer",
    "name": "Naam",
    "status": "Status",
    "updatedAt": "Laatst gewijzigd"
  },
  "statuses": {
    "active": "Actief",
    "inactive": "Inactief"
  }
}
