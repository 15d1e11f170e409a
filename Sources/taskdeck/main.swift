// placeholder entry point; the CLI issue replaces it.
print("taskdeck")
