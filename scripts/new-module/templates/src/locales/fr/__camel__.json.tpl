{
  "add": "Ajouter",
  "addTitle": "Nouvel enregistrement",
  "editTitle": "Modifier l'enregistrement",
  "editNamed": "Modifier {{name}}",
  "deleteNamed": "Supprimer {{name}}",
  "deleteSelected": "Supprimer la sélection",
  "confirmDelete": "Supprimer {{name}} ? Cette action est définitive.",
  "confirmDeleteSelected_one": "Supprimer {{count, number}} enregistrement ? Cette action est définitive.",
  "confirmDeleteSelected_other": "Supprimer {{count, number}} enregistrements ? Cette action est définitive.",
  "deleted": "Supprimé.",
  "bulkLabel": "Actions sur les enregistrements sélectionnés",
  "empty": "Rien ici pour l'instant.",
  "noMatch": "Rien ne correspond à cette vue.",
  "noEditRight": "Vous pouvez consulter ces enregistrements, pas les modifier.",
  "details": "Détails",
  "backToList": "Retour à la liste",
  "notFound": "Enregistrement introuvable",
  "notFoundText": "Il n'y a pas d'enregistrement {{key}}.",
  "fields": {
    "__camel__Id": "Numéro",
    "name": "Nom",
    "status": "Statut",
    "updatedAt": "Dernière modification"
  },
  "statuses": {
    "active": "Actif",
    "inactive": "Inactif"
  }
}
