// placeholder: replaced by the issue that builds TaskStorage
